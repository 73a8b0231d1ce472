import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

export interface SymbolRow {
  name: string;
  /** `py:class`, `py:function`… (domain:role), for badges. */
  role: string;
  pageKey: string;
  anchor: string;
}

/** Replaces a docset's symbols in one transaction (the inventory is read whole each sync). */
export function writeSymbols(db: Database, docsetId: string, symbols: readonly SymbolRow[]): void {
  db.transaction(() => {
    statement(db, 'DELETE FROM symbols WHERE docset_id = ?').run(docsetId);
    const insert = statement(
      db,
      'INSERT INTO symbols (docset_id, name, role, page_key, anchor) VALUES (?, ?, ?, ?, ?)',
    );
    for (const s of symbols) insert.run(docsetId, s.name, s.role, s.pageKey, s.anchor);
  })();
}

export interface SymbolMatch {
  docset: string;
  role: string;
  anchor: string;
  title: string;
  url: string;
  heading: string;
}

/** Symbols named exactly `name` (any case) whose page is cached, with the section at the anchor. */
export function findSymbols(db: Database, name: string): SymbolMatch[] {
  return statement(
    db,
    `SELECT y.docset_id AS docset, y.role, y.anchor, p.title, p.url,
       COALESCE((SELECT heading FROM sections s WHERE s.page_id = p.id AND s.anchor = y.anchor),
         y.name) AS heading
     FROM symbols y JOIN pages p ON p.key = y.page_key AND p.status = 'ok'
     WHERE y.name = ? COLLATE NOCASE ORDER BY y.id LIMIT 5`,
  ).all(name) as SymbolMatch[];
}
