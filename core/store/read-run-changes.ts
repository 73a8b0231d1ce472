import type { Database } from 'better-sqlite3';
import { hasTable } from './has-table.ts';
import type { RunChange } from './record-run-change.ts';

export interface ChangedPage {
  change: RunChange;
  title: string;
  url: string;
}

export interface RunChanges {
  docset: string;
  /** The docset's last run, a sync or an import; null when it never ran. */
  run: {
    kind: 'sync' | 'import';
    startedAt: string;
    finishedAt: string | null;
    outcome: 'running' | 'ok' | 'failed' | 'cancelled';
  } | null;
  /** Pages that run added, changed or removed, in that order, then by URL. */
  pages: ChangedPage[];
}

/** "What changed since the last sync": per docset, the pages its last run added, changed, removed. */
export function readRunChanges(db: Database): RunChanges[] {
  // A cache opened read-only before migration 2 recorded no page lists (and no run kinds).
  const recorded = hasTable(db, 'sync_run_pages');
  const lastRun = db.prepare(
    `SELECT id, ${recorded ? 'kind' : "'sync' AS kind"}, started_at AS startedAt,
       finished_at AS finishedAt, outcome
     FROM sync_runs WHERE docset_id = ? ORDER BY id DESC LIMIT 1`,
  );
  const pages = recorded
    ? db.prepare(
        `SELECT c.change, p.title, p.url FROM sync_run_pages c JOIN pages p ON p.id = c.page_id
         WHERE c.run_id = ?
         ORDER BY CASE c.change WHEN 'new' THEN 0 WHEN 'changed' THEN 1 ELSE 2 END, p.url`,
      )
    : undefined;
  const docsets = db.prepare('SELECT id FROM docsets ORDER BY rowid').pluck().all() as string[];
  return docsets.map((docset) => {
    const row = lastRun.get(docset) as
      (NonNullable<RunChanges['run']> & { id: number }) | undefined;
    if (!row) return { docset, run: null, pages: [] };
    const { id, ...run } = row;
    return { docset, run, pages: (pages?.all(id) as ChangedPage[] | undefined) ?? [] };
  });
}
