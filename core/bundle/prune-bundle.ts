import type { Database } from 'better-sqlite3';
import { BUNDLE_DDL } from './bundle-schema.ts';

export interface DocsetPlan {
  id: string;
  /** Incremental: keep only what changed after this time (ISO); null: keep the whole docset. */
  cutoff: string | null;
}

export interface DocsetCounts {
  pages: number;
  totalPages: number;
  tombstones: number;
}

/**
 * Turns a snapshot of the cache (a staging copy, never the cache itself) into a bundle's content:
 * only the chosen docsets; for incremental ones only pages and assets changed after the cut-off;
 * removed pages as tombstones (key and time, not their old text); and none of this machine's own
 * history (runs, errors, lineage, identity). The kept pages' crawl lists travel (since migration 14
 * they are the record), with only the crawl URLs they name. The caller VACUUMs afterwards, so
 * nothing deleted here survives in free pages of the file that travels.
 */
export function pruneBundle(db: Database, plan: readonly DocsetPlan[]): Map<string, DocsetCounts> {
  const ids = JSON.stringify(plan.map((d) => d.id));
  // The FTS indexes are contentless: nothing cascades into them, their rows go first, by section id.
  for (const table of ['sections_fts', 'headings_fts']) {
    db.prepare(
      `DELETE FROM ${table} WHERE rowid IN (SELECT s.id FROM sections s
         JOIN pages p ON p.id = s.page_id WHERE p.docset_id NOT IN (SELECT value FROM json_each(?)))`,
    ).run(ids);
  }
  db.prepare('DELETE FROM docsets WHERE id NOT IN (SELECT value FROM json_each(?))').run(ids);
  db.exec(`
    DELETE FROM sync_runs; DELETE FROM bundle_lineage; DELETE FROM cache_info;
    DROP TABLE IF EXISTS bundle_manifest; DROP TABLE IF EXISTS bundle_tombstones;
  `);
  db.exec(BUNDLE_DDL);

  const countPages = db
    .prepare("SELECT count(*) FROM pages WHERE docset_id = ? AND status = 'ok'")
    .pluck();
  const tombstone = db.prepare(
    `INSERT INTO bundle_tombstones (key, docset_id, url, removed_at)
     SELECT key, docset_id, url, coalesce(removed_at, changed_at) FROM pages
     WHERE docset_id = @id AND status = 'removed' AND coalesce(removed_at, changed_at) > @cutoff`,
  );
  const dropped = `p.docset_id = @id AND (p.status = 'removed' OR p.changed_at <= @cutoff)`;
  const dropFts = db.prepare(
    `DELETE FROM sections_fts WHERE rowid IN
       (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE ${dropped})`,
  );
  const dropHeadings = db.prepare(
    `DELETE FROM headings_fts WHERE rowid IN
       (SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE ${dropped})`,
  );
  const dropPages = db.prepare(
    `DELETE FROM pages WHERE id IN (SELECT p.id FROM pages p WHERE ${dropped})`,
  );
  const dropAssets = db.prepare(
    'DELETE FROM assets WHERE docset_id = @id AND fetched_at <= @cutoff',
  );

  const counts = new Map<string, DocsetCounts>();
  for (const docset of plan) {
    // '' sorts before every time: a full docset keeps all its pages and tombstones all removals.
    const params = { id: docset.id, cutoff: docset.cutoff ?? '' };
    const totalPages = countPages.get(docset.id) as number;
    const tombstones = tombstone.run(params).changes;
    dropFts.run(params);
    dropHeadings.run(params);
    dropPages.run(params);
    dropAssets.run(params);
    counts.set(docset.id, { pages: countPages.get(docset.id) as number, totalPages, tombstones });
  }
  pruneCrawlUrls(db);
  return counts;
}

/**
 * Keeps the crawl URLs a kept page's list names: a delta of three pages should not carry its
 * docset's whole table. Dropped docsets' and pages' rows went with them (foreign keys).
 */
function pruneCrawlUrls(db: Database): void {
  db.exec(
    'CREATE TEMP TABLE named_crawl_urls (docset_id TEXT, id INTEGER, PRIMARY KEY (docset_id, id)) WITHOUT ROWID',
  );
  const name = db.prepare('INSERT OR IGNORE INTO named_crawl_urls VALUES (?, ?)');
  const lists = db
    .prepare('SELECT p.docset_id, c.ids FROM crawl_lists c JOIN pages p ON p.id = c.page_id')
    .raw()
    .all() as Array<[string, Buffer]>;
  for (const [docsetId, ids] of lists) {
    for (let i = 0; i + 4 <= ids.length; i += 4) name.run(docsetId, ids.readInt32LE(i));
  }
  db.exec(`
    DELETE FROM crawl_urls WHERE NOT EXISTS (SELECT 1 FROM named_crawl_urls n
      WHERE n.docset_id = crawl_urls.docset_id AND n.id = crawl_urls.id);
    DROP TABLE named_crawl_urls;
  `);
}
