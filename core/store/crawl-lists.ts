import type { Database } from 'better-sqlite3';
import { readLinkTargets } from './read-pages.ts';
import { statement } from './statement.ts';

/**
 * One docset's crawl lists in the form a re-sync reads fastest: each page's list as 32-bit ids
 * into the docset's table of crawl URLs (migration 11). A re-sync of 10,000 unchanged pages spent
 * a third of its time reading them from the page's links row: a zstd decompressor made per page,
 * then JSON.parse of its links, images and crawl list together.
 *
 * The links row stays the record (bundles carry it, and a page stored without these rows is read
 * from it). A page's list here is written and deleted with its links row, in the same savepoint.
 */
export interface CrawlLists {
  /**
   * The links a re-sync follows from the page: its list here, else its links row's. A page whose
   * links row has a crawl list and this table none (stored before migration 11) gets one now,
   * so a cache from an older Folio reads quickly from its next re-sync on.
   */
  read(pageId: number): string[];
  /** Stores the page's list; call it inside the page's savepoint, after its links row. */
  write(pageId: number, urls: readonly string[]): void;
}

/**
 * Ids are a hash of the URL, not a counter: a URL row rolled back with its batch (a full disk)
 * while this table still holds it can leave a list naming an id with no row, and a counter
 * would give that id to another URL; a hash only ever names the same URL, or none, and a list
 * with an id that has no row is read from the links row instead. Two URLs of one docset with
 * the same hash (about one docset in a hundred at 10,000 URLs) leave the pages linking to the
 * second without a list here.
 */
export function crawlLists(
  db: Database,
  docsetId: string,
  options: {
    /** Called before a read writes a list, to open the sync's write batch (write-batch.ts). */
    beforeWrite?: () => void;
  } = {},
): CrawlLists {
  let table: Map<number, string> | undefined;
  const urls = (): Map<number, string> => (table ??= loadUrls(db, docsetId));

  /** The id for a URL, known or added now; undefined when its hash is another URL's. */
  const idOf = (url: string): number | undefined => {
    const id = urlHash(url);
    const had = urls().get(id);
    if (had !== undefined) return had === url ? id : undefined;
    const added = statement(
      db,
      'INSERT INTO crawl_urls (docset_id, id, url) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(docsetId, id, url).changes;
    const owner = added > 0 ? url : readUrl(db, docsetId, id);
    urls().set(id, owner ?? url);
    return owner === url ? id : undefined;
  };

  const write = (pageId: number, list: readonly string[]): void => {
    const bytes = Buffer.allocUnsafe(list.length * 4);
    for (let i = 0; i < list.length; i++) {
      const id = idOf(list[i]!);
      if (id === undefined) return;
      bytes.writeInt32LE(id, i * 4);
    }
    statement(db, 'INSERT INTO crawl_lists (page_id, ids) VALUES (?, ?)').run(pageId, bytes);
  };

  const backfill = db.transaction((pageId: number, list: readonly string[]) => {
    statement(db, 'DELETE FROM crawl_lists WHERE page_id = ?').run(pageId);
    write(pageId, list);
  });

  return {
    read(pageId) {
      const bytes = statement(db, 'SELECT ids FROM crawl_lists WHERE page_id = ?')
        .pluck()
        .get(pageId) as Buffer | undefined;
      const quick = bytes && decodeList(bytes, urls());
      if (quick) return quick;
      const { crawl, links } = readLinkTargets(db, pageId);
      if (crawl === undefined) return links ?? [];
      // A list naming a URL row a rollback took: what this run remembers is read again.
      if (bytes !== undefined) table = undefined;
      options.beforeWrite?.();
      backfill(pageId, crawl);
      return crawl;
    },
    write,
  };
}

/** Undefined when a list is damaged or names an id the table lacks: its links row is read. */
function decodeList(bytes: Buffer, urls: ReadonlyMap<number, string>): string[] | undefined {
  if (bytes.length % 4 !== 0) return undefined;
  const list = new Array<string>(bytes.length / 4);
  for (let i = 0; i < list.length; i++) {
    const url = urls.get(bytes.readInt32LE(i * 4));
    if (url === undefined) return undefined;
    list[i] = url;
  }
  return list;
}

function loadUrls(db: Database, docsetId: string): Map<number, string> {
  const rows = statement(db, 'SELECT id, url FROM crawl_urls WHERE docset_id = ?')
    .raw()
    .all(docsetId) as Array<[number, string]>;
  return new Map(rows);
}

function readUrl(db: Database, docsetId: string, id: number): string | undefined {
  return statement(db, 'SELECT url FROM crawl_urls WHERE docset_id = ? AND id = ?')
    .pluck()
    .get(docsetId, id) as string | undefined;
}

/** FNV-1a over the URL's UTF-16 code units, as a signed 32-bit integer. */
export function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  }
  return hash | 0;
}
