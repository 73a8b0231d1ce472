import type { Database } from 'better-sqlite3';
import { statement } from '../store/statement.ts';

const prepared = new WeakSet<Database>();

/**
 * The heading index's own vocabulary (fts5vocab), per connection: a temp table, so it needs no
 * migration and works on a read-only cache. One row per term and column; only the heading
 * column counts (the docset column's tokens are no words).
 */
function vocabulary(db: Database): void {
  if (prepared.has(db)) return;
  db.exec(
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.heading_terms USING fts5vocab(main, headings_fts, col)',
  );
  prepared.add(db);
}

/**
 * The `max` indexed heading terms that begin with a folded prefix, those most headings hold
 * first: what a word still being typed most likely becomes. Read from the heading index's term
 * list, in well under a millisecond, where the whole heading vocabulary costs a one-shot
 * `folio search` 250 ms at 100,000 sections. The terms are stems, as the index holds them
 * ("stabl"), and are searched as such.
 */
export function completeWord(db: Database, prefix: string, max: number): string[] {
  vocabulary(db);
  return statement(
    db,
    `SELECT term FROM temp.heading_terms
     WHERE term >= ? AND term < ? AND col = 'heading' ORDER BY doc DESC, term LIMIT ?`,
  )
    .pluck()
    .all(prefix, `${prefix}\u{10ffff}`, max) as string[];
}
