import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrations } from '../store/migrations.ts';

/** Bumped when a bundle's layout or meaning changes in a way an older Folio cannot read. */
export const BUNDLE_FORMAT = 1;

/** Bundles exist since schema 2 (their lineage and tombstones need it). */
export const MIN_BUNDLE_SCHEMA = 2;

/**
 * What a bundle holds besides a cache's own tables. The checksum column comes before the manifest
 * so it always sits in the row's first bytes, contiguous in one page (see file-checksum.ts).
 * Tombstones are pages removed at the source: just their key and when, never their old content.
 */
export const BUNDLE_DDL = `
  CREATE TABLE bundle_manifest (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    format INTEGER NOT NULL,
    checksum TEXT NOT NULL,
    manifest TEXT NOT NULL
  ) STRICT;
  CREATE TABLE bundle_tombstones (
    key TEXT PRIMARY KEY,
    docset_id TEXT NOT NULL,
    url TEXT NOT NULL,
    removed_at TEXT NOT NULL
  ) STRICT;
`;

export interface SchemaRow {
  type: string;
  name: string;
  tblName: string;
  sql: string | null;
}

export function readSchema(db: Db): SchemaRow[] {
  return db
    .prepare(`SELECT type, name, tbl_name AS tblName, sql FROM sqlite_schema ORDER BY type, name`)
    .all() as SchemaRow[];
}

const expected = new Map<number, SchemaRow[]>();

/**
 * The exact schema a bundle of this schema version has: the same migrations replayed in memory,
 * plus the bundle tables. Anything else in a bundle (a trigger, a view, another virtual table,
 * sqlite_stat1) is refused before a single row is read.
 */
export function expectedSchema(version: number): SchemaRow[] {
  let rows = expected.get(version);
  if (!rows) {
    const db = new Database(':memory:');
    try {
      for (const sql of migrations.slice(0, version)) db.exec(sql);
      db.exec(BUNDLE_DDL);
      rows = readSchema(db);
    } finally {
      db.close();
    }
    expected.set(version, rows);
  }
  return rows;
}

/** The first way a bundle's schema differs from the expected one, or undefined when it is exact. */
export function describeSchemaDifference(actual: SchemaRow[], version: number): string | undefined {
  const want = expectedSchema(version);
  const key = (r: SchemaRow): string => `${r.type} ${r.name}`;
  const wanted = new Map(want.map((r) => [key(r), r]));
  for (const row of actual) {
    const match = wanted.get(key(row));
    if (!match) return `unexpected ${row.type} ${row.name}`;
    if (match.sql !== row.sql || match.tblName !== row.tblName) {
      return `${row.type} ${row.name} is not defined as this Folio defines it`;
    }
    wanted.delete(key(row));
  }
  const missing = [...wanted.values()][0];
  return missing ? `${missing.type} ${missing.name} is missing` : undefined;
}
