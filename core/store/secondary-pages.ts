import type { Database } from 'better-sqlite3';
import { hasTable } from './has-table.ts';
import { statement } from './statement.ts';

/** Replaces the docset's secondary pages (an llms.txt's Optional section), by page key. */
export function writeSecondaryPages(db: Database, docsetId: string, keys: readonly string[]): void {
  db.transaction(() => {
    statement(db, 'DELETE FROM secondary_pages WHERE docset_id = ?').run(docsetId);
    const insert = statement(
      db,
      'INSERT OR IGNORE INTO secondary_pages (docset_id, key) VALUES (?, ?)',
    );
    for (const key of keys) insert.run(docsetId, key);
  })();
}

export function readSecondaryPages(db: Database, docsetId: string): string[] {
  return statement(db, 'SELECT key FROM secondary_pages WHERE docset_id = ? ORDER BY key')
    .pluck()
    .all(docsetId) as string[];
}

const known = new WeakMap<Database, boolean>();

/**
 * Which of these page ids are secondary. A cache opened read-only before migration 6 has no such
 * table: nothing is secondary there.
 */
export function secondaryPageIds(db: Database, pageIds: readonly number[]): Set<number> {
  let exists = known.get(db);
  if (exists === undefined) {
    exists = hasTable(db, 'secondary_pages');
    known.set(db, exists);
  }
  if (!exists || pageIds.length === 0) return new Set();
  const ids = statement(
    db,
    `SELECT p.id FROM pages p JOIN secondary_pages s ON s.docset_id = p.docset_id AND s.key = p.key
     WHERE p.id IN (SELECT value FROM json_each(?))`,
  )
    .pluck()
    .all(JSON.stringify([...new Set(pageIds)])) as number[];
  return new Set(ids);
}
