import type { Database } from 'better-sqlite3';
import type { RunSummary } from './write-sync.ts';
import { statement } from './statement.ts';

/** Every write an import makes besides storing pages, removals and assets (write-page, write-sync). */

export interface ImportedDocset {
  id: string;
  name: string;
  section: string;
  description: string;
  entryUrl: string;
  llmsTxtUrl: string | null;
  catalog: string | null;
  lastSyncAt: string | null;
  lastOkSyncAt: string | null;
}

/**
 * Adds a docset the cache does not know, or brings the sync times of one it knows forward: after
 * an import the content is as fresh as the source's last sync, which is what staleness is about.
 * A known docset keeps its own name and catalog (the local catalog is the authority for those).
 */
export function upsertImportedDocset(db: Database, docset: ImportedDocset): void {
  statement(
    db,
    `INSERT INTO docsets (id, name, section, description, entry_url, llms_txt_url, catalog,
       last_sync_at, last_ok_sync_at)
     VALUES (@id, @name, @section, @description, @entryUrl, @llmsTxtUrl, @catalog, @lastSyncAt,
       @lastOkSyncAt)
     ON CONFLICT (id) DO UPDATE SET
       last_sync_at = CASE WHEN excluded.last_sync_at > coalesce(last_sync_at, '')
         THEN excluded.last_sync_at ELSE last_sync_at END,
       last_ok_sync_at = CASE WHEN excluded.last_ok_sync_at > coalesce(last_ok_sync_at, '')
         THEN excluded.last_ok_sync_at ELSE last_ok_sync_at END`,
  ).run(docset);
}

/**
 * writePage stamps a page as changed when it is written; an imported page keeps the source's
 * times instead, so "the newer copy wins" and incremental cut-offs still hold on the next hop.
 */
export function keepImportedTimes(
  db: Database,
  key: string,
  times: { changedAt: string; fetchedAt: string },
): void {
  statement(db, 'UPDATE pages SET changed_at = ?, fetched_at = ? WHERE key = ?').run(
    times.changedAt,
    times.fetchedAt,
    key,
  );
}

export function startImportRun(db: Database, docsetId: string, at: string): number {
  return Number(
    statement(
      db,
      "INSERT INTO sync_runs (docset_id, started_at, kind) VALUES (?, ?, 'import')",
    ).run(docsetId, at).lastInsertRowid,
  );
}

export function finishImportRun(
  db: Database,
  run: { id: number; at: string; summary: RunSummary },
): void {
  statement(
    db,
    `UPDATE sync_runs SET finished_at = ?, outcome = 'ok', pages_new = ?, pages_changed = ?,
       pages_unchanged = ?, pages_removed = ?, pages_failed = ? WHERE id = ?`,
  ).run(
    run.at,
    run.summary.new,
    run.summary.changed,
    run.summary.unchanged,
    run.summary.removed,
    run.summary.failed,
    run.id,
  );
}

/** Records that a docset now holds at least `snapshotAt` of the source cache (never moves back). */
export function writeLineage(
  db: Database,
  lineage: {
    docsetId: string;
    source: string;
    snapshotAt: string;
    bundleId: string;
    importedAt: string;
  },
): void {
  statement(
    db,
    `INSERT INTO bundle_lineage (docset_id, source, snapshot_at, bundle_id, imported_at)
     VALUES (@docsetId, @source, @snapshotAt, @bundleId, @importedAt)
     ON CONFLICT (docset_id, source) DO UPDATE SET snapshot_at = excluded.snapshot_at,
       bundle_id = excluded.bundle_id, imported_at = excluded.imported_at
     WHERE excluded.snapshot_at > snapshot_at`,
  ).run(lineage);
}
