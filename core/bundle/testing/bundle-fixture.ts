import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { createExtractPool } from '../../extract/extract-pool.ts';
import { createFetcher } from '../../fetch/create-fetcher.ts';
import { fixtureDocset } from '../../mirror/testing/mirror-harness.ts';
import type { DocsetResult } from '../../mirror/sync-event.ts';
import { syncDocsets } from '../../mirror/sync-docsets.ts';
import { page } from '../../mirror/testing/small-docs-site.ts';
import { searchCache } from '../../search/search-cache.ts';
import type { Cache } from '../../store/open-cache.ts';
import { readCrawlLinks } from '../../store/read-crawl-links.ts';
import { unpackPage } from '../../store/pack-page.ts';
import { sealChecksum } from '../file-checksum.ts';

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'folio-bundle-'));

export const sha256 = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** Syncs fixture sites as docsets with a chosen clock, so pages carry known times. */
/** A bundle as someone who knows the format could rewrite it: edited, then resealed. */
export function tamperBundle(file: string, edit: (db: Database.Database) => void): void {
  const placeholder = 'd'.repeat(64);
  const db = new Database(file);
  edit(db);
  db.prepare('UPDATE bundle_manifest SET checksum = ?').run(placeholder);
  db.close();
  sealChecksum(file, placeholder);
}

export async function syncSites(
  cache: Cache,
  sites: ReadonlyArray<{ id: string; site: SiteServer }>,
  at: string,
): Promise<DocsetResult[]> {
  const fetcher = createFetcher({ retries: 0, headersTimeoutMs: 2000, totalTimeoutMs: 5000 });
  const extractor = createExtractPool({ size: 0 });
  try {
    return await syncDocsets({
      cache,
      docsets: sites.map(({ id, site }) => ({
        ...fixtureDocset(`${site.url}/docs/index.html`, id),
        name: `Docs ${id}`,
      })),
      network: { fetcher, extractor },
      now: () => new Date(at),
    });
  } finally {
    await fetcher.close();
    await extractor.close();
  }
}

/** Everything a reader can see of a cache's docsets, comparable across caches. */
export function contentOf(cache: Cache): unknown {
  const { db } = cache;
  const pages = (
    db
      .prepare(
        `SELECT id, docset_id, key, url, title, codec, body, content_hash, changed_at, status
         FROM pages ORDER BY key`,
      )
      .all() as Array<{ id: number; codec: string; body: Buffer; status: string }>
  ).map(({ id, codec, body, ...page }) => ({
    ...page,
    content: page.status === 'ok' ? unpackPage(codec, body) : null,
    sections: db
      .prepare('SELECT ord, anchor, heading, level FROM sections WHERE page_id = ? ORDER BY ord')
      .all(id),
    // What a re-sync follows from the page: it must travel with the page.
    crawlLinks: page.status === 'ok' ? readCrawlLinks(db, id) : null,
  }));
  return {
    docsets: db.prepare('SELECT id, name, entry_url FROM docsets ORDER BY id').all(),
    pages,
    assets: db
      .prepare('SELECT url, content_type, size, hex(bytes) AS b FROM assets ORDER BY url')
      .all(),
    ftsRows: db.prepare('SELECT count(*) AS n FROM sections_fts').get(),
    // What the sources gave beside pages: the table of contents and the API symbols.
    navTrees: db.prepare('SELECT docset_id, source, tree FROM nav_trees ORDER BY docset_id').all(),
    symbols: db
      .prepare(
        'SELECT docset_id, name, role, page_key, anchor FROM symbols ORDER BY docset_id, name',
      )
      .all(),
  };
}

export const QUERIES = [
  'stage 3 partitions',
  'zero',
  'schedule',
  'optimizer step',
  'fixture documentation',
  'alpha: memory',
  'beta: engine',
];

/** What searching the cache shows, for each query above. */
export function searchesOf(cache: Cache): unknown {
  return QUERIES.map((query) => searchCache(cache, { query, limit: 20 }));
}

/** A week of changes on a small docs site: one page rewritten, one added (and linked), one gone. */
export function changeSite(site: SiteServer): void {
  site.setFile(
    '/docs/guide/zero.html',
    page('Zero Redundancy Optimizer', '<p>ZeRO now also offloads optimizer state to NVMe.</p>'),
  );
  site.setFile('/docs/guide/offload.html', page('Offload', '<p>Offload to CPU memory.</p>'));
  site.setFile(
    '/docs/index.html',
    page('Fixture documentation', '<p>See <a href="guide/offload.html">offload</a>.</p>'),
  );
  site.deleteFile('/docs/guide/pipeline.html');
}
