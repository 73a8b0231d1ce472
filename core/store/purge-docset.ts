import type { Database } from 'better-sqlite3';
import { deleteIndexedContent } from './write-page.ts';
import { statement } from './statement.ts';

/**
 * Deletes a docset and everything the cache holds for it, in one transaction; returns how many
 * pages went. The search index is contentless, so its rows go page by page before the cascade.
 */
export function purgeDocset(db: Database, docsetId: string): number {
  return db
    .transaction(() => {
      const ids = statement(db, 'SELECT id FROM pages WHERE docset_id = ?')
        .all(docsetId)
        .map((row) => (row as { id: number }).id);
      for (const id of ids) deleteIndexedContent(db, id);
      statement(db, 'DELETE FROM docsets WHERE id = ?').run(docsetId);
      return ids.length;
    })
    .immediate();
}
