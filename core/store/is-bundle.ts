import type { Database } from 'better-sqlite3';
import { hasTable } from './has-table.ts';

/**
 * Whether a Folio file is a bundle (what `folio export` writes) rather than a working cache. Only
 * export makes the bundle_manifest table (no migration does); the journal mode would not tell
 * them apart, as a cache copied out of WAL mode is still a cache.
 */
export function isBundle(db: Database): boolean {
  return hasTable(db, 'bundle_manifest');
}
