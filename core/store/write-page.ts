import type { Database } from 'better-sqlite3';
import type { ExtractedSection } from './extracted-section.ts';
import { docsetToken } from './docset-token.ts';
import { CODEC, compress } from './compress.ts';
import { crawlLists } from './crawl-lists.ts';
import type { CrawlLists } from './crawl-lists.ts';
import { forgetQueued, indexRows, isDeferring } from './deferred-index.ts';
import type { IndexRow } from './deferred-index.ts';
import { searchRows } from './search-rows.ts';
import { statement } from './statement.ts';

export interface PageToStore {
  docsetId: string;
  /** pageKey of the URL: the identity that unifies trailing-slash variants. */
  key: string;
  url: string;
  canonicalUrl?: string;
  title: string;
  generator: string;
  /** packPage({ html, texts }) */
  packed: Uint8Array;
  /** How `packed` is compressed: CODEC unless the bytes came as they are from a bundle. */
  codec?: string;
  sections: ExtractedSection[];
  /** The content's links, as its HTML has them (content-urls.ts): counted, not stored. */
  links: string[];
  images: string[];
  /**
   * Every in-scope page the whole document links to (its navigation included), canonical: what a
   * re-sync follows from this page when it answers 304. Bundles carry them too.
   */
  crawlLinks?: readonly string[];
  rawBytes: number;
  contentHash: string;
  etag?: string;
  lastModified?: string;
  fetchedAt: string;
  lang?: string;
  version?: string;
}

/**
 * Stores a new or changed page with its sections, FTS rows and links in one transaction, so a
 * reader never sees a page without its index, and a crash leaves the previous version whole.
 * Inside a write batch the FTS rows are written at the batch's commit (deferred-index.ts), in the
 * same transaction, so other readers still never see one without the other. `crawl`, the
 * docset's crawl lists, is given by a sync, so a re-sync reads the page's crawl links quickly.
 */
export function writePage(db: Database, page: PageToStore, crawl?: CrawlLists): 'new' | 'changed' {
  let deferred: IndexRow[] | undefined;
  const run = db.transaction((): 'new' | 'changed' => {
    const existing = statement(db, 'SELECT id FROM pages WHERE key = ?').get(page.key) as
      { id: number } | undefined;
    const row = {
      docset_id: page.docsetId,
      key: page.key,
      url: page.url,
      canonical_url: page.canonicalUrl ?? null,
      title: page.title,
      generator: page.generator,
      codec: page.codec ?? CODEC,
      body: page.packed,
      raw_bytes: page.rawBytes,
      content_hash: page.contentHash,
      etag: page.etag ?? null,
      last_modified: page.lastModified ?? null,
      fetched_at: page.fetchedAt,
      lang: page.lang ?? null,
      version: page.version ?? null,
    };
    let pageId: number;
    if (existing) {
      pageId = existing.id;
      deleteIndexedContent(db, pageId);
      statement(
        db,
        `UPDATE pages SET docset_id = @docset_id, url = @url, canonical_url = @canonical_url,
           title = @title, generator = @generator, codec = @codec, body = @body, raw_bytes = @raw_bytes, content_hash = @content_hash,
           etag = @etag, last_modified = @last_modified, fetched_at = @fetched_at,
           changed_at = @fetched_at, status = 'ok', removed_at = NULL, lang = @lang,
           version = @version
         WHERE id = @id`,
      ).run({ ...row, id: pageId });
    } else {
      pageId = Number(
        statement(
          db,
          `INSERT INTO pages (docset_id, key, url, canonical_url, title, generator, codec, body,
               raw_bytes, content_hash, etag, last_modified, fetched_at, changed_at, lang, version)
             VALUES (@docset_id, @key, @url, @canonical_url, @title, @generator, @codec, @body,
               @raw_bytes, @content_hash, @etag, @last_modified, @fetched_at, @fetched_at, @lang,
               @version)`,
        ).run(row).lastInsertRowid,
      );
    }
    const rows = insertSections(db, pageId, docsetToken(page.docsetId), page);
    insertLinks(db, pageId, page.docsetId, page.crawlLinks, crawl);
    // Deferred rows are queued only once the page's savepoint holds: a page rolled back leaves none.
    if (isDeferring(db)) deferred = rows;
    else indexRows(db, rows);
    return existing ? 'changed' : 'new';
  });
  const change = run.immediate();
  if (deferred !== undefined) indexRows(db, deferred);
  return change;
}

/**
 * A page fetched again whose content did not change: new validators and fetch time, and its crawl
 * links, which follow the whole document (a sidebar can gain a link while the content stays).
 */
export function updateUnchangedPage(
  db: Database,
  pageId: number,
  page: Pick<
    PageToStore,
    'links' | 'images' | 'crawlLinks' | 'etag' | 'lastModified' | 'fetchedAt'
  >,
  crawl?: CrawlLists,
): void {
  db.transaction(() => {
    statement(db, 'UPDATE pages SET etag = ?, last_modified = ?, fetched_at = ? WHERE id = ?').run(
      page.etag ?? null,
      page.lastModified ?? null,
      page.fetchedAt,
      pageId,
    );
    if (page.crawlLinks) {
      deleteLinks(db, pageId);
      const docsetId = statement(db, 'SELECT docset_id FROM pages WHERE id = ?')
        .pluck()
        .get(pageId) as string;
      insertLinks(db, pageId, docsetId, page.crawlLinks, crawl);
    }
  }).immediate();
}

/** Removes a page's sections, FTS rows and links (the FTS tables are contentless: no cascade). */
export function deleteIndexedContent(db: Database, pageId: number): void {
  if (isDeferring(db)) {
    // Written earlier in the same batch: its rows are still queued, not in the index.
    const ids = statement(db, 'SELECT id FROM sections WHERE page_id = ?').pluck().all(pageId);
    forgetQueued(db, ids as number[]);
  }
  statement(
    db,
    'DELETE FROM sections_fts WHERE rowid IN (SELECT id FROM sections WHERE page_id = ?)',
  ).run(pageId);
  statement(
    db,
    'DELETE FROM headings_fts WHERE rowid IN (SELECT id FROM sections WHERE page_id = ?)',
  ).run(pageId);
  statement(db, 'DELETE FROM sections WHERE page_id = ?').run(pageId);
  deleteLinks(db, pageId);
}

/** A page's links row and the crawl list derived from it go together. */
function deleteLinks(db: Database, pageId: number): void {
  statement(db, 'DELETE FROM links WHERE page_id = ?').run(pageId);
  statement(db, 'DELETE FROM crawl_lists WHERE page_id = ?').run(pageId);
}

function insertSections(
  db: Database,
  pageId: number,
  docset: string,
  page: PageToStore,
): IndexRow[] {
  const insertSection = statement(
    db,
    'INSERT INTO sections (page_id, ord, anchor, heading, level) VALUES (?, ?, ?, ?, ?)',
  );
  const ids = page.sections.map(
    (section, ord) =>
      insertSection.run(pageId, ord, section.anchor, section.heading, section.level)
        .lastInsertRowid,
  );
  const rows = searchRows({
    title: page.title,
    sections: page.sections,
    linkCount: page.links.length,
  });
  return rows.map((row) => ({
    id: ids[row.ord]!,
    docset,
    heading: row.heading,
    context: row.context,
    body: row.body,
  }));
}

/**
 * A page's crawl list goes to crawl_lists; the links row keeps it only when that table cannot.
 * The content links and images are not stored: the HTML has them (content-urls.ts), and apart
 * from it they were most of this row (migration 14).
 */
function insertLinks(
  db: Database,
  pageId: number,
  docsetId: string,
  crawlLinks: readonly string[] | undefined,
  crawl: CrawlLists | undefined,
): void {
  if (!crawlLinks) return;
  if ((crawl ?? crawlLists(db, docsetId)).write(pageId, crawlLinks)) return;
  statement(db, 'INSERT INTO links (page_id, codec, targets) VALUES (?, ?, ?)').run(
    pageId,
    CODEC,
    compress(JSON.stringify({ crawl: crawlLinks })),
  );
}
