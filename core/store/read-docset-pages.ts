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
