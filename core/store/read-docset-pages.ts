import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

export interface DocsetPage {
  url: string;
  title: string;
}

/** A docset's live pages (not the ones removed upstream), by URL: what a table of contents lists. */
export function readDocsetPages(db: Database, docsetId: string): DocsetPage[] {
  return statement(
    db,
    `SELECT url, title FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY id`,
  ).all(docsetId) as DocsetPage[];
}

/** How many live pages a docset holds: what a pull that brought it whole leaves in the cache. */
export function countDocsetPages(db: Database, docsetId: string): number {
  return statement(db, `SELECT count(*) FROM pages WHERE docset_id = ? AND status = 'ok'`)
    .pluck()
    .get(docsetId) as number;
}
