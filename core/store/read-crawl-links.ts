import type { Database } from 'better-sqlite3';
import { contentUrls } from './content-urls.ts';
import { decompress } from './compress.ts';
import { unpackPage } from './pack-page.ts';
import { statement } from './statement.ts';

/**
 * The links a re-sync follows from a cached page that did not change: its crawl list (crawl-lists.ts),
 * else the one its links row keeps (a list that table could not hold, or a cache from before
 * migration 14 not yet folded), else (a page stored before crawl lists were, or imported without
 * one) its content links. A page whose rows are missing or unreadable offers none; the page
 * itself is untouched. Only reads: a reader never writes the cache.
 */
export function readCrawlLinks(db: Database, pageId: number): string[] {
  return (
    readCrawlList(db, pageId) ??
    readLinkTargets(db, pageId).crawl ??
    readPageContentUrls(db, pageId)?.links ??
    []
  );
}

/** The page's list in crawl_lists, or undefined when it has none or it names an id with no row. */
function readCrawlList(db: Database, pageId: number): string[] | undefined {
  const row = statement(
    db,
    'SELECT c.ids, p.docset_id AS docsetId FROM crawl_lists c JOIN pages p ON p.id = c.page_id WHERE c.page_id = ?',
  ).get(pageId) as { ids: Buffer; docsetId: string } | undefined;
  if (!row || row.ids.length % 4 !== 0) return undefined;
  const ids = new Set<number>();
  for (let i = 0; i < row.ids.length; i += 4) ids.add(row.ids.readInt32LE(i));
  const urls = new Map(
    statement(
      db,
      'SELECT id, url FROM crawl_urls WHERE docset_id = ? AND id IN (SELECT value FROM json_each(?))',
    )
      .raw()
      .all(row.docsetId, JSON.stringify([...ids])) as Array<[number, string]>,
  );
  return decodeList(row.ids, urls);
}

/** Undefined when a list is damaged or names an id the table lacks: its links row is read. */
export function decodeList(bytes: Buffer, urls: ReadonlyMap<number, string>): string[] | undefined {
  if (bytes.length % 4 !== 0) return undefined;
  const list = new Array<string>(bytes.length / 4);
  for (let i = 0; i < list.length; i++) {
    const url = urls.get(bytes.readInt32LE(i * 4));
    if (url === undefined) return undefined;
    list[i] = url;
  }
  return list;
}

/**
 * A page's links row, each list present only when stored and well-formed. Since migration 14 a
 * row holds only a crawl list crawl_lists could not; rows written before also hold the content
 * links and images, which are the same as the HTML's (content-urls.ts).
 */
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

/** The content links and images of a page's stored HTML; undefined when it is unreadable. */
export function readPageContentUrls(
  db: Database,
  pageId: number,
): { links: string[]; images: string[] } | undefined {
  const row = statement(db, 'SELECT codec, body FROM pages WHERE id = ?').get(pageId) as
    { codec: string; body: Buffer } | undefined;
  if (!row) return undefined;
  try {
    return contentUrls(unpackPage(row.codec, row.body).html);
  } catch {
    return undefined;
  }
}

function strings(list: unknown): string[] | undefined {
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : undefined;
}
