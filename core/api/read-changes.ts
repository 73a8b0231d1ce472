import type { Database } from 'better-sqlite3';
import { hasTable } from '../store/has-table.ts';
import type { ChangedPageSummary, DocsetChanges } from './folio-api.ts';

/** Enough titles to read through; a first sync of a large site adds thousands (counts say so). */
export const PAGE_LIST_LIMIT = 500;

const DAY_MS = 86_400_000;

/**
 * Stale: it has pages, and no good sync since `now - interval` (7 days when the schedule is off).
 * A docset that was never synced is "not synced", not stale.
 */
export function isStale(
  docset: { pages: number; lastOkSyncAt: string | null; lastError: string | null },
  scheduleMs: number | null,
  now: Date,
): boolean {
  if (docset.pages === 0) return false;
  // Never synced to the end: out of date when a run failed, merely unfinished when the user
  // cancelled one (a cancel records no error).
  if (docset.lastOkSyncAt === null) return docset.lastError !== null;
  return Date.parse(docset.lastOkSyncAt) < now.getTime() - (scheduleMs ?? 7 * DAY_MS);
}

/**
 * Per docset, the pages its last completed run added, changed and removed. Unlike `folio status
 * --changes` (the last run, even one still going), a run in progress is skipped: "what changed
 * since the last sync" should not empty itself the moment the next sync starts.
 */
export function readChanges(db: Database, docsetId?: string): Array<Omit<DocsetChanges, 'stale'>> {
  // A cache opened read-only before migration 2 has counts but no page lists (nor run kinds).
  const recorded = hasTable(db, 'sync_run_pages');
  const lastRun = db.prepare(
    `SELECT id, ${recorded ? 'kind' : "'sync' AS kind"}, started_at AS startedAt,
       finished_at AS finishedAt, outcome, pages_new AS added, pages_changed AS changed,
       pages_removed AS removed, pages_failed AS failed
     FROM sync_runs WHERE docset_id = ? AND finished_at IS NOT NULL AND outcome != 'running'
     ORDER BY id DESC LIMIT 1`,
  );
  const pages = recorded
    ? db.prepare(
        `SELECT p.url, p.title FROM sync_run_pages c JOIN pages p ON p.id = c.page_id
         WHERE c.run_id = ? AND c.change = ? ORDER BY p.url LIMIT ${PAGE_LIST_LIMIT}`,
      )
    : undefined;
  const ids = (
    docsetId === undefined
      ? db.prepare('SELECT id FROM docsets ORDER BY rowid').pluck().all()
      : db.prepare('SELECT id FROM docsets WHERE id = ?').pluck().all(docsetId)
  ) as string[];
  return ids.map((docset) => {
    const row = lastRun.get(docset) as
      (NonNullable<DocsetChanges['run']> & { id: number } & DocsetChanges['counts']) | undefined;
    const none = { added: 0, changed: 0, removed: 0, failed: 0 };
    if (!row) return { docset, run: null, counts: none, added: [], changed: [], removed: [] };
    const list = (change: string) =>
      (pages?.all(row.id, change) as ChangedPageSummary[] | undefined) ?? [];
    return {
      docset,
      run: {
        kind: row.kind,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
        outcome: row.outcome,
      },
      counts: { added: row.added, changed: row.changed, removed: row.removed, failed: row.failed },
      added: list('new'),
      changed: list('changed'),
      removed: list('removed'),
    };
  });
}
