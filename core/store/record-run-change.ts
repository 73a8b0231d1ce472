import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

export type RunChange = 'new' | 'changed' | 'removed';

/**
 * Remembers that a run (a sync or an import) added, changed or removed a page, so "what changed
 * since the last sync" can list pages and not only counts. Keyed by page key: the callers know the
 * URL they stored, not always the row id.
 */
export function recordRunChange(db: Database, runId: number, key: string, change: RunChange): void {
  statement(
    db,
    `INSERT OR REPLACE INTO sync_run_pages (run_id, page_id, change)
     SELECT ?, id, ? FROM pages WHERE key = ?`,
  ).run(runId, change, key);
}
