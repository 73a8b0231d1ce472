import type { Database } from 'better-sqlite3';

/**
 * This cache's identity (made by migration 2), which bundles name as their source. Undefined on a
 * cache opened read-only before that migration ran, or on a bundle (bundles carry none).
 */
export function readCacheId(db: Database): string | undefined {
  if (!hasTable(db, 'cache_info')) return undefined;
  const row = db.prepare("SELECT value FROM cache_info WHERE key = 'id'").get() as
    { value: string } | undefined;
  return row?.value;
}

export function hasTable(db: Database, name: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !==
    undefined
  );
}
