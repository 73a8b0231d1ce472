import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { isCurrentExtraction } from '../extract/hash-content.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { smallDocsSite } from './testing/small-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cache of caches.splice(0)) cache.close();
});

describe('a re-sync after an extraction change', () => {
  it('reads a page an older Folio extracted in full and splits it again; the rest answer 304', async () => {
    const site = await serveSite({ files: smallDocsSite() });
    const cache = tempCache();
    servers.push(site);
    caches.push(cache);
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    const zero = `${site.url}/docs/guide/zero.html`;
    const id = cache.db.prepare('SELECT id FROM pages WHERE url = ?').pluck().get(zero) as number;
    // As an older Folio left it: a hash with no extraction version, and its own sections.
    cache.db
      .prepare(
        "UPDATE pages SET content_hash = substr(content_hash, instr(content_hash, ':') + 1) WHERE id = ?",
      )
      .run(id);
    cache.db
      .prepare("UPDATE sections SET heading = 'split by an older Folio' WHERE page_id = ?")
      .run(id);
    site.requests.length = 0;

    const { results } = await syncOnce(cache, [docset]);

    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { changed: 1, unchanged: 4 } });
    const asked = site.requests.filter((r) => r.path === '/docs/guide/zero.html');
    expect(asked.map((r) => [r.status, r.headers['if-none-match'] ?? null])).toEqual([[200, null]]);
    const hash = cache.db.prepare('SELECT content_hash FROM pages WHERE id = ?').pluck().get(id);
    expect(isCurrentExtraction(hash as string)).toBe(true);
    const headings = cache.db
      .prepare('SELECT heading FROM sections WHERE page_id = (SELECT id FROM pages WHERE url = ?)')
      .pluck()
      .all(zero);
    expect(headings).not.toContain('split by an older Folio');
    expect(headings).toContain('Zero Redundancy Optimizer');
  });
});
