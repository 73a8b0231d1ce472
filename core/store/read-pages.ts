import type { Database } from 'better-sqlite3';
import { unpackPage } from './pack-page.ts';

/** What a re-sync needs to know about a page it has already cached. */
export interface KnownPage {
  id: number;
  key: string;
  url: string;
  etag?: string;
  lastModified?: string;
  contentHash: string;
  status: 'ok' | 'removed';
  /** What built the page when it was last stored (`doxygen`, `sphinx`, `generic`). */
  generator?: string;
}

export function readKnownPages(db: Database, docsetId: string): Map<string, KnownPage> {
  const rows = db
    .prepare(
      `SELECT id, key, url, etag, last_modified AS lastModified, content_hash AS contentHash, status,
              generator
       FROM pages WHERE docset_id = ? ORDER BY id`,
    )
    .all(docsetId) as Array<KnownPage & { etag: string | null; lastModified: string | null }>;
  return new Map(
    rows.map((r) => [
      r.key,
      { ...r, etag: r.etag ?? undefined, lastModified: r.lastModified ?? undefined },
    ]),
  );
}

export interface StoredSection {
  anchor: string;
  heading: string;
  level: number;
}

export interface StoredPage {
  docset: string;
  url: string;
  title: string;
  html: string;
  /** Plain text per section, in order. */
  texts: string[];
  sections: StoredSection[];
  fetchedAt: string;
  status: 'ok' | 'removed';
  /** The docs version its path names (`latest`, `2.4.0`), when it names one. */
  version: string | null;
}

export function readPageByKey(db: Database, key: string): StoredPage | undefined {
  const row = db
    .prepare(
      `SELECT id, docset_id AS docset, url, title, codec, body, fetched_at AS fetchedAt, status,
         version
       FROM pages WHERE key = ?`,
    )
    .get(key) as
    | {
        id: number;
        docset: string;
        url: string;
        title: string;
        codec: string;
        body: Buffer;
        fetchedAt: string;
        status: 'ok' | 'removed';
        version: string | null;
      }
    | undefined;
  if (!row) return undefined;
  const sections = db
    .prepare('SELECT anchor, heading, level FROM sections WHERE page_id = ? ORDER BY ord')
    .all(row.id) as StoredSection[];
  const { html, texts } = unpackPage(row.codec, row.body);
  return {
    docset: row.docset,
    url: row.url,
    title: row.title,
    html,
    texts,
    sections,
    fetchedAt: row.fetchedAt,
    status: row.status,
    version: row.version,
  };
}

export function hasAsset(db: Database, url: string): boolean {
  return db.prepare('SELECT 1 FROM assets WHERE url = ?').get(url) !== undefined;
}
