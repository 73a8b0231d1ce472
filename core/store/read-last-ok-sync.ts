import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** When the docset's last sync that ended well finished; null if it never had one. */
export function readLastOkSyncAt(db: Database, docsetId: string): string | null {
  const at = statement(db, 'SELECT last_ok_sync_at FROM docsets WHERE id = ?')
    .pluck()
    .get(docsetId);
  return typeof at === 'string' ? at : null;
}
