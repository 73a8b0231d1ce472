import type { Database } from 'better-sqlite3';
import { decodeList, readLinkTargets, readPageContentUrls } from './read-crawl-links.ts';
import { statement } from './statement.ts';

/**
 * One docset's crawl lists in the form a re-sync reads fastest: each page's list as 32-bit ids
 * into the docset's table of crawl URLs (migration 11). A re-sync of 10,000 unchanged pages spent
 * a third of its time reading them from the page's links row: a zstd decompressor made per page,
 * then JSON.parse of its links, images and crawl list together.
 *
 * Since migration 14 this table is the record (bundles carry it too): a page's links row holds a
 * list only when this table cannot (two of its URLs share a hash), so the list is not stored
 * twice; the two are written and deleted together, in the page's savepoint.
 */
export interface CrawlLists {
  /**
   * The links a re-sync follows from the page: its list here, else its links row's, else its
   * content links. A page whose links row has a crawl list and this table none (stored before
   * migration 11) gets one now, so a cache from an older Folio reads quickly from its next
   * re-sync on.
   */
  read(pageId: number): string[];
  /**
   * Stores the page's list; call it inside the page's savepoint. False when this table cannot
   * hold it (a hash shared by two URLs): the caller keeps it in the links row instead.
   */
  write(pageId: number, urls: readonly string[]): boolean;
}

/**
 * Ids are a hash of the URL, not a counter: a URL row rolled back with its batch (a full disk)
 * while this table still holds it can leave a list naming an id with no row, and a counter
 * would give that id to another URL; a hash only ever names the same URL, or none, and a list
 * with an id that has no row is read from the links row instead. Two URLs of one docset with
 * the same hash (about one docset in a hundred at 10,000 URLs) leave the pages linking to the
 * second without a list here: their links rows keep it.
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

  const encode = (list: readonly string[]): Buffer | undefined => {
    const bytes = Buffer.allocUnsafe(list.length * 4);
    for (let i = 0; i < list.length; i++) {
      const id = idOf(list[i]!);
      if (id === undefined) return undefined;
      bytes.writeInt32LE(id, i * 4);
    }
    return bytes;
  };

  const write = (pageId: number, list: readonly string[]): boolean => {
    let bytes = encode(list);
    // The list is the record now, so it must name only rows that exist: an id remembered from a
    // batch that rolled back has none. Then the table is read again and the URLs added again.
    if (bytes !== undefined && !allStored(db, docsetId, bytes)) {
      table = undefined;
      bytes = encode(list);
      if (bytes !== undefined && !allStored(db, docsetId, bytes)) bytes = undefined;
    }
    if (bytes === undefined) return false;
    statement(db, 'INSERT INTO crawl_lists (page_id, ids) VALUES (?, ?)').run(pageId, bytes);
    return true;
  };

  const backfill = db.transaction((pageId: number, list: readonly string[]) => {
    statement(db, 'DELETE FROM crawl_lists WHERE page_id = ?').run(pageId);
    // Its links row keeps the list whether this succeeds or not: nothing is lost either way.
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
      if (crawl === undefined) return links ?? readPageContentUrls(db, pageId)?.links ?? [];
      // A list naming a URL row a rollback took: what this run remembers is read again.
      if (bytes !== undefined) table = undefined;
      options.beforeWrite?.();
      backfill(pageId, crawl);
      return crawl;
    },
    write,
  };
}

/** Whether every id of an encoded list has its URL row. */
function allStored(db: Database, docsetId: string, bytes: Buffer): boolean {
  const ids = new Set<number>();
  for (let i = 0; i < bytes.length; i += 4) ids.add(bytes.readInt32LE(i));
  const found = statement(
    db,
    'SELECT count(*) FROM crawl_urls WHERE docset_id = ? AND id IN (SELECT value FROM json_each(?))',
  )
    .pluck()
    .get(docsetId, JSON.stringify([...ids])) as number;
  return found === ids.size;
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
