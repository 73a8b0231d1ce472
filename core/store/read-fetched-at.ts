import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** When each of a docset's cached pages was last fetched whole, by page key. */
export function readFetchedAt(db: Database, docsetId: string): Map<string, string> {
  const rows = statement(
    db,
    `SELECT key, fetched_at AS fetchedAt FROM pages WHERE docset_id = ? AND status = 'ok'`,
  ).all(docsetId) as Array<{ key: string; fetchedAt: string }>;
  return new Map(rows.map((r) => [r.key, r.fetchedAt]));
}
