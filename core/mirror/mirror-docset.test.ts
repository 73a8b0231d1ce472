import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { searchCache } from '../search/search-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { readStatus } from '../store/read-status.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page, smallDocsSite } from './testing/small-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cache of caches.splice(0)) cache.close();
});

async function setup(): Promise<{ site: SiteServer; cache: Cache; entry: string }> {
  const site = await serveSite({ files: smallDocsSite() });
  const cache = tempCache();
  servers.push(site);
  caches.push(cache);
  return { site, cache, entry: `${site.url}/docs/index.html` };
}

const pagePaths = (site: SiteServer): string[] =>
  site.requests
    .filter((r) => !r.path.endsWith('.png') && r.path !== '/robots.txt')
    .map((r) => r.path);

describe('mirrorDocset', () => {
  it('mirrors every in-scope page once, skips what it must, and stores images', async () => {
    const { site, cache, entry } = await setup();
    const { results } = await syncOnce(cache, [fixtureDocset(entry)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 5, changed: 0, failed: 0 } });
    const paths = pagePaths(site);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((p) => /_sources|genindex|search\.html|private|hidden/.test(p))).toBe(false);
    const status = readStatus(cache.db)[0]!;
    expect(status.pages).toBe(5);
    const asset = cache.db.prepare('SELECT content_type, size FROM assets').get() as {
      content_type: string;
      size: number;
    };
    expect(asset.content_type).toBe('image/png');
    const zero = readPageByKey(cache.db, pageKey(`${site.url}/docs/guide/zero.html`))!;
    expect(zero.title).toBe('Zero Redundancy Optimizer');
    expect(zero.html).not.toMatch(/script|sphinxsidebar|Show source/);
    expect(zero.sections.map((s) => s.anchor)).toContain('stages');
    const hit = searchCache(cache, { query: 'stage 3 partitions' })[0]!;
    expect(hit).toMatchObject({ url: `${site.url}/docs/guide/zero.html`, anchor: 'stages' });
  });

  it('re-syncs with conditional requests: all 304, nothing rewritten', async () => {
    const { site, cache, entry } = await setup();
    await syncOnce(cache, [fixtureDocset(entry)]);
    const before = cache.db.prepare('SELECT group_concat(fetched_at) AS f FROM pages').get();
    site.requests.length = 0;
    const { results } = await syncOnce(cache, [fixtureDocset(entry)]);
    expect(results[0]).toMatchObject({
      outcome: 'ok',
      summary: { new: 0, changed: 0, unchanged: 5, removed: 0 },
    });
    // Pages only: the soft-404 probe (a path no site has) is asked unconditionally.
    const pages = site.requests.filter((r) => /^(?!.*probe-).*(\.html|\/)$/.test(r.path));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const r of pages) {
      expect(r.headers['if-none-match']).toBeTruthy();
      expect(r.status).toBe(304);
    }
    expect(cache.db.prepare('SELECT group_concat(fetched_at) AS f FROM pages').get()).toEqual(
      before,
    );
  });

  it('replaces a changed page and removes a gone one only when the run completes', async () => {
    const { site, cache, entry } = await setup();
    await syncOnce(cache, [fixtureDocset(entry)]);
    site.setFile(
      '/docs/guide/pipeline.html',
      page(
        'Pipeline parallelism',
        '<h2 id="interleaved">Interleaved</h2><p>Virtual stages cut the bubble.</p>',
      ),
    );
    site.deleteFile('/docs/api/engine.html');
    const { results } = await syncOnce(cache, [fixtureDocset(entry)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { changed: 1, removed: 1 } });
    expect(searchCache(cache, { query: '1F1B' })).toEqual([]);
    expect(searchCache(cache, { query: 'virtual stages' })[0]?.anchor).toBe('interleaved');
    expect(searchCache(cache, { query: 'gradient accumulation' })).toEqual([]);
    expect(readPageByKey(cache.db, pageKey(`${site.url}/docs/api/engine.html`))?.status).toBe(
      'removed',
    );
  });

  it('hands the pages the cache no longer uses back to the file system after a sync', async () => {
    const { cache, entry } = await setup();
    await syncOnce(cache, [fixtureDocset(entry)]);
    expect(cache.db.pragma('auto_vacuum', { simple: true })).toBe(2); // incremental
    // A megabyte written and deleted again, as FTS5 merges rewrite segments during a sync.
    const docset = cache.db.prepare('SELECT id FROM docsets').pluck().get() as string;
    cache.db
      .prepare(
        `INSERT INTO assets (docset_id, url, content_type, bytes, size, fetched_at)
         VALUES (?, 'https://scratch.example/big', 'image/png', zeroblob(1048576), 1048576, 'now')`,
      )
      .run(docset);
    cache.db.prepare("DELETE FROM assets WHERE url = 'https://scratch.example/big'").run();
    expect(cache.db.pragma('freelist_count', { simple: true })).toBeGreaterThan(200);
    await syncOnce(cache, [fixtureDocset(entry)]);
    expect(cache.db.pragma('freelist_count', { simple: true })).toBe(0);
    expect(statSync(cache.file).size).toBeLessThan(1048576);
  });

  it('keeps every cached page when the server dies mid-sync', async () => {
    const { site, cache, entry } = await setup();
    await syncOnce(cache, [fixtureDocset(entry)]);
    for (const path of ['/docs/index.html', '/docs/guide/zero.html', '/docs/guide/pipeline.html']) {
      site.setFile(path, page('Rewritten', '<p>new text that must not half-land</p>'));
    }
    let served = 0; // pages only: robots.txt, llms.txt, sitemaps and the soft-404 probe come first
    site.use((req) => {
      if (/robots\.txt|llms\.txt|sitemap\.xml|folio-probe-/.test(req.url ?? '')) return false;
      if (++served > 2) {
        req.socket.destroy();
        return true;
      }
      return false;
    });
    const { results } = await syncOnce(cache, [fixtureDocset(entry)]);
    expect(results[0]!.outcome).toBe('failed');
    expect(results[0]!.error).toMatch(/could not be fetched|stopped answering/);
    const status = readStatus(cache.db)[0]!;
    expect(status.pages).toBe(5);
    expect(searchCache(cache, { query: 'gradient accumulation' })).toHaveLength(1);
    for (const key of ['/docs/api/engine.html', '/docs/api/']) {
      expect(readPageByKey(cache.db, pageKey(`${site.url}${key}`))?.status).toBe('ok');
    }
  });

  it('stops at a redirect that leaves the scope without requesting the target', async () => {
    const { site, cache, entry } = await setup();
    const other = await serveSite({
      files: { '/landing.html': page('Landing', '<p>elsewhere</p>') },
    });
    servers.push(other);
    site.use((req, res) => {
      if (req.url !== '/docs/guide/pipeline.html') return false;
      res.writeHead(302, { location: `${other.url}/landing.html` }).end();
      return true;
    });
    const { results, events } = await syncOnce(cache, [fixtureDocset(entry)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 4 } });
    expect(other.requests).toHaveLength(0);
    const skipped = events.find((e) => e.type === 'page' && e.outcome === 'skipped');
    expect(skipped && 'message' in skipped ? skipped.message : '').toMatch(/out of scope/);
  });

  it('fails an oversized page with a clear message and keeps the rest', async () => {
    const { site, cache, entry } = await setup();
    site.setFile('/docs/api/engine.html', page('Huge', `<p>${'x'.repeat(300_000)}</p>`));
    const { results, events } = await syncOnce(cache, [fixtureDocset(entry)], {
      maxBytes: 100_000,
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 4, failed: 1 } });
    const failed = events.find((e) => e.type === 'page' && e.outcome === 'failed');
    expect(failed).toMatchObject({ url: `${site.url}/docs/api/engine.html` });
    expect(failed && 'message' in failed ? failed.message : '').toMatch(/larger than/);
  });

  it('decodes a non-UTF-8 page by its declared charset', async () => {
    const { site, cache, entry } = await setup();
    const latin1 = Buffer.from(
      page('Caf\u00e9 notes', '<p>The caf\u00e9 serves cr\u00e8me br\u00fbl\u00e9e.</p>').replace(
        'charset="utf-8"',
        'charset="iso-8859-1"',
      ),
      'latin1',
    );
    site.setFile('/docs/api/engine.html', {
      body: latin1,
      contentType: 'text/html; charset=iso-8859-1',
    });
    await syncOnce(cache, [fixtureDocset(entry)]);
    const stored = readPageByKey(cache.db, pageKey(`${site.url}/docs/api/engine.html`))!;
    expect(stored.title).toBe('Caf\u00e9 notes');
    expect(searchCache(cache, { query: 'creme brulee' })[0]?.url).toBe(
      `${site.url}/docs/api/engine.html`,
    );
  });

  it('stops cleanly on cancel, keeping what it stored', async () => {
    const { cache, entry } = await setup();
    const controller = new AbortController();
    const { results } = await syncOnce(cache, [fixtureDocset(entry)], {
      mirror: { concurrency: 1 },
      onEvent: (e) => {
        if (e.type === 'page' && e.done === 2) controller.abort();
      },
      signal: controller.signal,
    });
    expect(results[0]!.outcome).toBe('cancelled');
    const stored = readStatus(cache.db)[0]!.pages;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThan(5);
    expect(cache.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('honours the page cap', async () => {
    const { cache, entry } = await setup();
    const { results } = await syncOnce(cache, [fixtureDocset(entry)], {
      mirror: { maxPages: 2, concurrency: 1 },
    });
    expect(results[0]!.summary.new).toBe(2);
  });
});
