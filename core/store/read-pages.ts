import type { Database } from 'better-sqlite3';
import { decompress } from './compress.ts';
import { unpackPage } from './pack-page.ts';
import { statement } from './statement.ts';

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

/**
 * The links a re-sync follows from a cached page that did not change: those stored for the crawl,
 * else (a page stored before they were, or imported) its content links. A page whose links row
 * is missing or unreadable offers none; the page itself is untouched.
 */
export function readCrawlLinks(db: Database, pageId: number): string[] {
  const { crawl, links } = readLinkTargets(db, pageId);
  return crawl ?? links ?? [];
}

/** A page's links row, each list present only when stored and well-formed. */
export function readLinkTargets(
  db: Database,
  pageId: number,
): { links?: string[]; crawl?: string[] } {
  const row = statement(db, 'SELECT codec, targets FROM links WHERE page_id = ?').get(pageId) as
    { codec: string; targets: Buffer } | undefined;
  if (!row) return {};
  try {
    const parsed = JSON.parse(decompress(row.codec, row.targets).toString('utf8')) as {
      links?: unknown;
      crawl?: unknown;
    };
    const crawl = strings(parsed.crawl);
    const links = strings(parsed.links);
    return { ...(crawl && { crawl }), ...(links && { links }) };
  } catch {
    return {};
  }
}

function strings(list: unknown): string[] | undefined {
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : undefined;
}
