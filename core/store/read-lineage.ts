import type { Database } from 'better-sqlite3';
import { hasTable } from './has-table.ts';

export interface Lineage {
  /** The newest snapshot of the source cache this docset has been brought up to. */
  snapshotAt: string;
  bundleId: string;
}

/** How far a docset has been brought up to date from one source cache by imported bundles. */
export function readLineage(db: Database, docsetId: string, source: string): Lineage | undefined {
  // A cache opened read-only before migration 2 has no lineage table: nothing was imported.
  if (!hasTable(db, 'bundle_lineage')) return undefined;
  return db
    .prepare(
      `SELECT snapshot_at AS snapshotAt, bundle_id AS bundleId FROM bundle_lineage
       WHERE docset_id = ? AND source = ?`,
    )
    .get(docsetId, source) as Lineage | undefined;
}
