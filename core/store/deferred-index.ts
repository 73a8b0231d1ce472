import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** One section's rows in both search indexes; `id` is the section's id (the FTS rowid). */
export interface IndexRow {
  id: number | bigint;
  docset: string;
  heading: string;
  context: string;
  body: string;
}

/** The one way a search row is written (also by rebuildSearchIndexIfNeeded). */
export const INSERT_FTS =
  'INSERT INTO sections_fts (rowid, docset, heading, context, body) VALUES (?, ?, ?, ?, ?)';

/** Its heading, in the small index the first search tier reads (migration 9). */
export const INSERT_HEADING = 'INSERT INTO headings_fts (rowid, docset, heading) VALUES (?, ?, ?)';

const queues = new WeakMap<Database, Map<number | bigint, IndexRow>>();

/**
 * From now until endDeferring, index rows wait and are written together by flushIndex. Why: FTS5
 * writes its pending terms out as a new segment at every savepoint of the transaction it is part
 * of, and at every statement that opens a statement journal (an INSERT OR REPLACE, a write checked
 * by foreign keys). Inside a write batch each page is a savepoint, so each page's rows became
 * segments of their own and merging them cost three times the inserts; written at the batch's
 * end, a hundred pages make one.
 */
export function deferIndexing(db: Database): void {
  // A fresh queue per transaction: rows left from one SQLite rolled back (a full disk) are gone.
  queues.set(db, new Map());
}

/** Drops what is still queued (after a rollback: those sections are gone). */
export function endDeferring(db: Database): void {
  queues.delete(db);
}

/** Outside a transaction nothing is deferred: there would be no commit to write the rows at. */
export function isDeferring(db: Database): boolean {
  return db.inTransaction && queues.has(db);
}

/** Queues rows while deferring, else writes them now (inside the caller's transaction). */
export function indexRows(db: Database, rows: readonly IndexRow[]): void {
  const queue = isDeferring(db) ? queues.get(db) : undefined;
  if (queue === undefined) {
    insertRows(db, rows);
    return;
  }
  for (const row of rows) queue.set(row.id, row);
}

/** Sections deleted before their rows were written: their rows never are. */
export function forgetQueued(db: Database, ids: readonly (number | bigint)[]): void {
  const queue = queues.get(db);
  if (queue === undefined) return;
  for (const id of ids) queue.delete(id);
}

/** Writes what is queued, keeping the deferral on; call it with no page's savepoint open. */
export function flushIndex(db: Database): void {
  const queue = queues.get(db);
  if (queue === undefined || queue.size === 0) return;
  queues.set(db, new Map());
  insertRows(db, [...queue.values()]);
}

function insertRows(db: Database, rows: readonly IndexRow[]): void {
  const insertFts = statement(db, INSERT_FTS);
  const insertHeading = statement(db, INSERT_HEADING);
  for (const row of rows) {
    insertFts.run(row.id, row.docset, row.heading, row.context, row.body);
    insertHeading.run(row.id, row.docset, row.heading);
  }
}
