import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractPool } from '../extract/extract-pool.ts';
import { createFetcher } from '../fetch/create-fetcher.ts';
import { searchCache } from '../search/search-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import { readStatus } from '../store/read-status.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { DocsetResult } from './sync-event.ts';
import { syncDocsets } from './sync-docsets.ts';
import { fixtureDocset, tempCache } from './testing/mirror-harness.ts';

/** Debian's python3.11-doc: ~500 pages of real Sphinx output that no one here wrote. */
const ROOT = '/usr/share/doc/python3.11/html';
const installed = existsSync(`${ROOT}/library/os.html`);

describe.skipIf(!installed)('mirroring a real Sphinx site (python3.11-doc)', () => {
  let site: SiteServer;
  let cache: Cache;
  let first: DocsetResult;

  const sync = async (): Promise<DocsetResult> => {
    const fetcher = createFetcher();
    const extractor = createExtractPool();
    try {
      const [result] = await syncDocsets({
        cache,
        docsets: [fixtureDocset(`${site.url}/index.html`, 'python')],
        network: { fetcher, extractor },
      });
      return result!;
    } finally {
      await fetcher.close();
      await extractor.close();
    }
  };

  beforeAll(async () => {
    site = await serveSite({ root: ROOT });
    cache = tempCache();
    first = await sync();
  }, 180_000);
  afterAll(async () => {
    cache?.close();
    await site?.close();
  });

  it('mirrors every in-scope page', () => {
    expect(first.outcome).toBe('ok');
    // 530 HTML files, less genindex-*, search, py-modindex and the like; Debian drops the
    // changelog the "What's New" index links to, which is the one broken link.
    expect(first.summary.new).toBeGreaterThan(480);
    expect(first.summary.failed).toBeLessThanOrEqual(1);
    expect(readStatus(cache.db)[0]!.pages).toBe(first.summary.new);
    const fetched = site.requests.map((r) => r.path);
    expect(fetched.some((p) => /_sources|genindex|\/search\.html|_static/.test(p))).toBe(false);
  });

  it.each([
    ['json dumps', '/library/json.html'],
    ['os.path.join', '/library/os.path.html'],
    ['asyncio gather', '/library/asyncio-task.html'],
    ['socket timeout', '/library/socket.html'],
    ['unittest mock patch', '/library/unittest.mock.html'],
    ['list comprehension', '/tutorial/datastructures.html'],
  ])('finds the obvious page for "%s" in the top three', (query, path) => {
    const top = searchCache(cache, { query, limit: 3 }).map((hit) => new URL(hit.url).pathname);
    expect(top).toContain(path);
  });

  it('re-syncs with almost nothing but 304s', async () => {
    site.requests.length = 0;
    const second = await sync();
    expect(second).toMatchObject({ outcome: 'ok', summary: { new: 0, changed: 0, removed: 0 } });
    const pages = site.requests.filter((r) => r.path.endsWith('.html') || r.path.endsWith('/'));
    const notModified = pages.filter((r) => r.status === 304).length;
    expect(notModified / pages.length).toBeGreaterThan(0.95);
  }, 120_000);
});
