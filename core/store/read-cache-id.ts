import type { Database } from 'better-sqlite3';
import { hasTable } from './has-table.ts';

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
