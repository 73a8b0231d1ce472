import type { Database } from 'better-sqlite3';

/**
 * Whether the file has this table: a cache opened read-only before a migration ran, or a bundle
 * from an older Folio, lacks the tables that migration made.
 */
export function hasTable(db: Database, name: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !==
    undefined
  );
}
