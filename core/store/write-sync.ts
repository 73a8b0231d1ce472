import type { Database } from 'better-sqlite3';
import type { Docset } from '../catalog/docset.ts';
import { deleteIndexedContent } from './write-page.ts';

/** Every write a sync makes besides storing pages: docsets, runs, errors, validators, removals. */

export interface RunSummary {
  new: number;
  changed: number;
  unchanged: number;
  /** Pages removed earlier that the site serves again. */
  restored: number;
  removed: number;
  failed: number;
}

export type RunOutcome = 'ok' | 'failed' | 'cancelled';

/** A run that has counted nothing yet. */
export function emptySummary(): RunSummary {
  return { new: 0, changed: 0, unchanged: 0, restored: 0, removed: 0, failed: 0 };
}

export function upsertDocsets(db: Database, docsets: readonly Docset[]): void {
  const upsert = db.prepare(
    `INSERT INTO docsets (id, name, section, description, entry_url, llms_txt_url, catalog)
     VALUES (@id, @name, @section, @description, @entryUrl, @llmsTxtUrl, @catalog)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, section = excluded.section,
       description = excluded.description, entry_url = excluded.entry_url,
       llms_txt_url = excluded.llms_txt_url, catalog = excluded.catalog`,
  );
  db.transaction(() => {
    for (const d of docsets) upsert.run({ ...d, llmsTxtUrl: d.llmsTxtUrl ?? null });
  }).immediate();
}

/** Why a run still marked running when the docset's next run starts did not finish. */
export const INTERRUPTED =
  'interrupted: the process ended before the run finished (killed, crashed or powered off)';

/**
 * A new run of a docset. Runs hold the cache's sync lock, so one of the docset's runs still
 * marked running now belongs to a process that ended without finishing it: it is closed as
 * interrupted (as failed, with that reason), never left running for ever.
 */
export function startRun(db: Database, docsetId: string, at: string): number {
  return db
    .transaction(() => {
      db.prepare(
        `UPDATE sync_runs SET finished_at = ?, outcome = 'failed', error = ?
           WHERE docset_id = ? AND outcome = 'running'`,
      ).run(at, INTERRUPTED, docsetId);
      const insert = db.prepare('INSERT INTO sync_runs (docset_id, started_at) VALUES (?, ?)');
      return Number(insert.run(docsetId, at).lastInsertRowid);
    })
    .immediate();
}

export function finishRun(
  db: Database,
  run: {
    id: number;
    docsetId: string;
    at: string;
    outcome: RunOutcome;
    summary: RunSummary;
    error?: string;
  },
): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE sync_runs SET finished_at = ?, outcome = ?, pages_new = ?, pages_changed = ?,
         pages_unchanged = ?, pages_restored = ?, pages_removed = ?, pages_failed = ?, error = ?
         WHERE id = ?`,
    ).run(
      run.at,
      run.outcome,
      run.summary.new,
      run.summary.changed,
      run.summary.unchanged,
      run.summary.restored,
      run.summary.removed,
      run.summary.failed,
      run.error ?? null,
      run.id,
    );
    db.prepare(
      // A cancel is the user's choice, not a failure: the last error stays what it was.
      `UPDATE docsets SET last_sync_at = ?,
         last_error = CASE WHEN ? = 'cancelled' THEN last_error ELSE ? END,
         last_ok_sync_at = CASE WHEN ? = 'ok' THEN ? ELSE last_ok_sync_at END WHERE id = ?`,
    ).run(run.at, run.outcome, run.error ?? null, run.outcome, run.at, run.docsetId);
  }).immediate();
}

export function recordError(
  db: Database,
  error: { runId: number; url: string; status?: number; message: string; at: string },
): void {
  db.prepare(
    'INSERT INTO sync_errors (run_id, url, status, message, at) VALUES (?, ?, ?, ?, ?)',
  ).run(error.runId, error.url, error.status ?? null, error.message, error.at);
}

/** Pages that answered 404/410 during a run that completed: kept for history, gone from search. */
export function markRemoved(db: Database, pageIds: readonly number[], at: string): void {
  db.transaction(() => {
    for (const id of pageIds) {
      deleteIndexedContent(db, id);
      db.prepare("UPDATE pages SET status = 'removed', removed_at = ? WHERE id = ?").run(at, id);
    }
  }).immediate();
}

export function writeAsset(
  db: Database,
  asset: {
    docsetId: string;
    url: string;
    contentType: string;
    bytes: Buffer;
    etag?: string;
    lastModified?: string;
    fetchedAt: string;
  },
): void {
  db.prepare(
    `INSERT INTO assets (docset_id, url, content_type, bytes, size, etag, last_modified, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (url) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes,
       size = excluded.size, etag = excluded.etag, last_modified = excluded.last_modified,
       fetched_at = excluded.fetched_at`,
  ).run(
    asset.docsetId,
    asset.url,
    asset.contentType,
    asset.bytes,
    asset.bytes.length,
    asset.etag ?? null,
    asset.lastModified ?? null,
    asset.fetchedAt,
  );
}
