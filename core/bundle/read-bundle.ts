import type { Database } from 'better-sqlite3';
import { hasTable } from '../store/has-table.ts';
import { decodeList } from '../store/read-crawl-links.ts';
import type { SymbolRow } from '../store/symbols.ts';
import type { ImportedDocset } from '../store/write-import.ts';

/** Reads of a validated bundle's rows (its own connection; never the cache's). */

export interface BundlePage {
  id: number;
  key: string;
  url: string;
  canonicalUrl: string | null;
  title: string;
  generator: string;
  codec: string;
  body: Buffer;
  rawBytes: number;
  contentHash: string;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: string;
  changedAt: string;
  lang: string | null;
  version: string | null;
}

export interface BundleSection {
  ord: number;
  anchor: string;
  heading: string;
  level: number;
}

export function readBundleDocset(db: Database, id: string): ImportedDocset | undefined {
  return db
    .prepare(
      `SELECT id, name, section, description, entry_url AS entryUrl, llms_txt_url AS llmsTxtUrl,
         catalog, last_sync_at AS lastSyncAt, last_ok_sync_at AS lastOkSyncAt
       FROM docsets WHERE id = ?`,
    )
    .get(id) as ImportedDocset | undefined;
}

export function readBundleDocsetIds(db: Database): string[] {
  return db.prepare('SELECT id FROM docsets ORDER BY id').pluck().all() as string[];
}

export function iterateBundlePages(db: Database, docsetId: string): IterableIterator<BundlePage> {
  return db
    .prepare(
      `SELECT id, key, url, canonical_url AS canonicalUrl, title, generator, codec, body,
         raw_bytes AS rawBytes, content_hash AS contentHash, etag, last_modified AS lastModified,
         fetched_at AS fetchedAt, changed_at AS changedAt, lang, version
       FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY id`,
    )
    .iterate(docsetId) as IterableIterator<BundlePage>;
}

export function readBundleSections(db: Database, pageId: number): BundleSection[] {
  return db
    .prepare('SELECT ord, anchor, heading, level FROM sections WHERE page_id = ? ORDER BY ord')
    .all(pageId) as BundleSection[];
}

export function readBundleLinks(
  db: Database,
  pageId: number,
): { codec: string; targets: Buffer } | undefined {
  return db.prepare('SELECT codec, targets FROM links WHERE page_id = ?').get(pageId) as
    { codec: string; targets: Buffer } | undefined;
}

/**
 * A page's crawl list as the bundle's crawl_lists hold it (bundles since migration 14; older ones
 * keep it in the links row). Undefined when there is none or it is damaged: the page's content
 * links serve then, as for a bundle that has no list at all. The URLs are the bundle's word:
 * the caller checks them.
 */
export function readBundleCrawlList(
  db: Database,
  docsetId: string,
  pageId: number,
): string[] | undefined {
  if (!hasTable(db, 'crawl_lists')) return undefined;
  const ids = db.prepare('SELECT ids FROM crawl_lists WHERE page_id = ?').pluck().get(pageId);
  if (!(ids instanceof Buffer) || ids.length % 4 !== 0) return undefined;
  const wanted = new Set<number>();
  for (let i = 0; i < ids.length; i += 4) wanted.add(ids.readInt32LE(i));
  const urls = db
    .prepare(
      'SELECT id, url FROM crawl_urls WHERE docset_id = ? AND id IN (SELECT value FROM json_each(?))',
    )
    .raw()
    .all(docsetId, JSON.stringify([...wanted])) as Array<[number, unknown]>;
  const known = new Map<number, string>();
  for (const [id, url] of urls) if (typeof url === 'string') known.set(id, url);
  return decodeList(ids, known);
}

export function readBundleTombstones(
  db: Database,
  docsetId: string,
): Array<{ key: string; removedAt: string }> {
  return db
    .prepare(
      'SELECT key, removed_at AS removedAt FROM bundle_tombstones WHERE docset_id = ? ORDER BY key',
    )
    .all(docsetId) as Array<{ key: string; removedAt: string }>;
}

export interface BundleAsset {
  url: string;
  contentType: string;
  bytes: Buffer;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: string;
}

export function iterateBundleAssets(db: Database, docsetId: string): IterableIterator<BundleAsset> {
  return db
    .prepare(
      `SELECT url, content_type AS contentType, bytes, etag, last_modified AS lastModified,
         fetched_at AS fetchedAt
       FROM assets WHERE docset_id = ? ORDER BY id`,
    )
    .iterate(docsetId) as IterableIterator<BundleAsset>;
}

/** The docset's navigation tree as stored (unchecked JSON); undefined when the bundle has none. */
export function readBundleNavTree(
  db: Database,
  docsetId: string,
): { source: string; tree: string } | undefined {
  if (!hasTable(db, 'nav_trees')) return undefined;
  return db.prepare('SELECT source, tree FROM nav_trees WHERE docset_id = ?').get(docsetId) as
    { source: string; tree: string } | undefined;
}

/** The docset's objects.inv symbols, in inventory order; none from a bundle older than them. */
export function readBundleSymbols(db: Database, docsetId: string): SymbolRow[] {
  if (!hasTable(db, 'symbols')) return [];
  return db
    .prepare(
      `SELECT name, role, page_key AS pageKey, anchor FROM symbols WHERE docset_id = ? ORDER BY id`,
    )
    .all(docsetId) as SymbolRow[];
}

/** Keys of the docset's secondary pages (llms.txt Optional); undefined before migration 6. */
export function readBundleSecondaryKeys(db: Database, docsetId: string): string[] | undefined {
  if (!hasTable(db, 'secondary_pages')) return undefined;
  return db
    .prepare('SELECT key FROM secondary_pages WHERE docset_id = ? ORDER BY key')
    .pluck()
    .all(docsetId) as string[];
}
