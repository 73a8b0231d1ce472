import type { Database } from 'better-sqlite3';
import { readHeldPages } from './held-pages.ts';

export interface LastRun {
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'ok' | 'failed' | 'cancelled';
  new: number;
  changed: number;
  unchanged: number;
  /** Pages removed before that the run found served again. */
  restored: number;
  removed: number;
  failed: number;
  error: string | null;
}

export interface DocsetStatus {
  docset: string;
  name: string;
  section: string;
  description: string;
  entryUrl: string;
  pages: number;
  /** Stored (compressed) bytes of page bodies, text and assets. */
  bytes: number;
  lastSyncAt: string | null;
  lastOkSyncAt: string | null;
  lastError: string | null;
  lastRun: LastRun | null;
  /** Cached pages the last run kept without asking for them (robots.txt now forbids them). */
  heldPages: number;
}

export function readStatus(db: Database): DocsetStatus[] {
  const docsets = db
    .prepare(
      `SELECT d.id AS docset, d.name, d.section, d.description, d.entry_url AS entryUrl,
         d.last_sync_at AS lastSyncAt, d.last_ok_sync_at AS lastOkSyncAt, d.last_error AS lastError,
         (SELECT count(*) FROM pages p WHERE p.docset_id = d.id AND p.status = 'ok') AS pages,
         coalesce((SELECT sum(length(body)) FROM pages p
           WHERE p.docset_id = d.id AND p.status = 'ok'), 0)
         + coalesce((SELECT sum(size) FROM assets a WHERE a.docset_id = d.id), 0) AS bytes
       FROM docsets d ORDER BY d.rowid`,
    )
    .all() as Array<Omit<DocsetStatus, 'lastRun' | 'heldPages'>>;
  const lastRun = db.prepare(
    `SELECT started_at AS startedAt, finished_at AS finishedAt, outcome, pages_new AS new,
       pages_changed AS changed, pages_unchanged AS unchanged, pages_restored AS restored,
       pages_removed AS removed,
       pages_failed AS failed, error
     FROM sync_runs WHERE docset_id = ? ORDER BY id DESC LIMIT 1`,
  );
  return docsets.map((d) => ({
    ...d,
    lastRun: (lastRun.get(d.docset) as LastRun) ?? null,
    heldPages: Object.keys(readHeldPages(db, d.docset)).length,
  }));
}

export interface RunError {
  url: string;
  status: number | null;
  message: string;
}

export function readRunErrors(db: Database, docsetId: string, limit = 20): RunError[] {
  return db
    .prepare(
      `SELECT e.url, e.status, e.message FROM sync_errors e
       WHERE e.run_id = (SELECT max(id) FROM sync_runs WHERE docset_id = ?)
       ORDER BY e.id LIMIT ?`,
    )
    .all(docsetId, limit) as RunError[];
}
