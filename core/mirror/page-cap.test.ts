import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { treeDocsSite } from './testing/tree-docs-site.ts';

let site: SiteServer;
beforeAll(async () => {
  site = await serveSite({ files: treeDocsSite() });
});
afterAll(() => site.close());

describe('the page cap', () => {
  it.each([1, 3, 9])('stores at most %i pages, however many are in flight', async (cap) => {
    const cache = tempCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)], {
      mirror: { maxPages: cap, concurrency: 8 },
    });
    const stored = cache.db.prepare('SELECT count(*) AS n FROM pages').get() as { n: number };
    expect(stored.n).toBe(cap);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: cap } });
    cache.close();
  });
});
