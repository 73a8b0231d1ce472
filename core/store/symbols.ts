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
  fetchedAt: string;
  /** The page, and the section at the anchor when one starts there (null: the anchor is inside one). */
  pageId: number;
  ord: number | null;
}

/** The expression migration 4 indexes, spelled the same so SQLite uses the index. */
export const SHORT_NAME =
  "lower(substr(y.name, length(rtrim(y.name, replace(y.name, '.', ''))) + 1))";

const SELECT = `SELECT y.docset_id AS docset, y.role, y.anchor, y.name, p.title, p.url, p.fetched_at AS fetchedAt,
    COALESCE((SELECT heading FROM sections s WHERE s.page_id = p.id AND s.anchor = y.anchor),
      y.name) AS heading, p.id AS pageId,
    (SELECT ord FROM sections s WHERE s.page_id = p.id AND s.anchor = y.anchor) AS ord
  FROM symbols y JOIN pages p ON p.key = y.page_key AND p.status = 'ok'`;

/** More symbols than this share a short name (`forward`, `step`): it names none in particular. */
const DISTINCT_SHORT = 3;

/**
 * Symbols named `name` (any case) whose page is cached, with the section at the anchor: the exact
 * qualified name, else the symbols whose name ends with it after a dot
 * (`FullyShardedDataParallel`, `fsdp.FullyShardedDataParallel`), when few enough share it to
 * mean one thing.
 */
export function findSymbols(db: Database, name: string): SymbolMatch[] {
  const wanted = name.trim().toLowerCase();
  const short = wanted.slice(wanted.lastIndexOf('.') + 1);
  if (!short) return [];
  const exact = statement(db, `${SELECT} WHERE y.name = ? COLLATE NOCASE ORDER BY y.id LIMIT 5`);
  const found = exact.all(wanted) as Array<SymbolMatch & { name: string }>;
  if (found.length === 0) {
    const byShort = statement(db, `${SELECT} WHERE ${SHORT_NAME} = ? ORDER BY y.id LIMIT 50`);
    const rows = byShort.all(short) as Array<SymbolMatch & { name: string }>;
    const ending = rows.filter((r) => r.name.toLowerCase().endsWith(`.${wanted}`));
    if (ending.length <= DISTINCT_SHORT) found.push(...ending);
  }
  return found.map(({ name: _name, ...match }) => match);
}

/** A symbol with its qualified name, for the search's own choice among several. */
export type NamedSymbol = SymbolMatch & { name: string };

/** Symbols whose qualified name is one of `names` (any case). */
export function findSymbolsNamed(db: Database, names: readonly string[]): NamedSymbol[] {
  if (names.length === 0) return [];
  const exact = statement(
    db,
    `${SELECT} WHERE y.name COLLATE NOCASE IN (SELECT value FROM json_each(?)) ORDER BY y.id LIMIT 50`,
  );
  return exact.all(JSON.stringify(names)) as NamedSymbol[];
}

/**
 * Symbols whose last dotted part is `short` (any case): all of them, up to a bound, so the search
 * can tell the public ones from the rest (`distributed.Client.gather` from the scheduler's).
 * A caller that only wants a name few symbols share asks for one more than it would take, and
 * `docsets` bounds them to those docsets' own.
 */
export function findSymbolsByShortName(
  db: Database,
  short: string,
  options: { limit?: number; docsets?: readonly string[] } = {},
): NamedSymbol[] {
  const { limit = 200, docsets = [] } = options;
  if (docsets.length === 0) {
    const byShort = statement(db, `${SELECT} WHERE ${SHORT_NAME} = ? ORDER BY y.id LIMIT ?`);
    return byShort.all(short.toLowerCase(), limit) as NamedSymbol[];
  }
  const inDocsets = statement(
    db,
    `${SELECT} WHERE ${SHORT_NAME} = ? AND y.docset_id IN (SELECT value FROM json_each(?))
     ORDER BY y.id LIMIT ?`,
  );
  return inDocsets.all(short.toLowerCase(), JSON.stringify(docsets), limit) as NamedSymbol[];
}
