import Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UnknownDocsetError } from '../search/search-cache.ts';
import { resolveCarriedDocsets } from '../search/version-scope.ts';
import { migrate } from '../store/migrations.ts';
import { rebuildSearchIndexIfNeeded } from '../store/rebuild-search-index.ts';
import { foldLinksIfNeeded } from '../store/fold-links.ts';
import { repackBundlePages } from './repack-bundle-pages.ts';
import { openCache } from '../store/open-cache.ts';
import { readCacheId } from '../store/read-cache-id.ts';
import { BundleError } from './bundle-error.ts';
import { BundleExistsError } from './bundle-exists-error.ts';
import type { BundleManifest } from './bundle-manifest.ts';
import { BUNDLE_FORMAT } from './bundle-schema.ts';
import { sealChecksum } from './file-checksum.ts';
import type { DocsetPlan } from './prune-bundle.ts';
import { pruneBundle } from './prune-bundle.ts';
import type { ExportSince } from './resolve-export-base.ts';
import { resolveExportBase } from './resolve-export-base.ts';

/**
 * How far before its base an incremental bundle reaches back. A page's time is read just before
 * it is committed; a page being written while the base snapshot was taken can carry a time
 * slightly before the snapshot and still have missed it (up to the 5 s busy timeout). Reaching
 * back re-sends a few pages the importer already has, which merge as unchanged; a gap would lose
 * a change for good.
 */
export const OVERLAP_MS = 5 * 60_000;

export interface ExportOptions {
  cacheFile: string;
  out: string;
  /** Only these docsets; all when empty. */
  docsets?: readonly string[];
  /** Incremental: only what changed since this bundle of the same cache, or since this time. */
  since?: ExportSince;
  now: () => Date;
  folioVersion: string;
  /** Replace `out` if it exists; otherwise an existing file is refused and left as it was. */
  overwrite?: boolean;
  overlapMs?: number;
}

export interface ExportResult {
  file: string;
  bytes: number;
  manifest: BundleManifest;
  checksum: string;
}

/**
 * Writes one self-contained bundle: a consistent snapshot of the cache taken with VACUUM INTO
 * (one read transaction, so a sync writing meanwhile is either in or out, never half), pruned
 * to the chosen docsets on a staging copy, in journal_mode=DELETE (a reader never needs a -wal or
 * -shm file, so it can be opened read-only on any medium), sealed with a checksum and renamed into
 * place only when complete.
 *
 * Why the bundle is an SQLite file and not an archive: SQLite validates it strictly with no
 * archive library (no Zip Slip, no paths to trust), its format is stable for decades, and the
 * file opens directly as a read-only cache on a shared or air-gapped machine.
 */
export function exportBundle(options: ExportOptions): ExportResult {
  if (resolve(options.out) === resolve(options.cacheFile)) {
    throw new BundleError('--out is the cache itself: write the bundle to another file');
  }
  refuseExisting(options);
  mkdirSync(dirname(options.out), { recursive: true });
  const partial = `${options.out}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  try {
    const snapshot = takeSnapshot(options, partial);
    const placeholder = randomBytes(32).toString('hex');
    const manifest = fillBundle(partial, snapshot, placeholder, options);
    const checksum = sealChecksum(partial, placeholder);
    // Again just before the rename, which would replace a file made while the export ran.
    refuseExisting(options);
    renameSync(partial, options.out);
    return { file: options.out, bytes: statSync(options.out).size, manifest, checksum };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * An existing file at `out` may be an earlier bundle the user still needs (or anything else):
 * it is replaced only when asked. When it is, the rename replaces it in one step, so a reader
 * sees the old bundle or the new one, never part of either.
 */
function refuseExisting(options: ExportOptions): void {
  if (!options.overwrite && existsSync(options.out)) {
    throw new BundleExistsError(`${options.out} already exists`);
  }
}

interface Snapshot {
  source: string;
  snapshotAt: string;
  plan: DocsetPlan[];
  base: BundleManifest['base'];
}

function takeSnapshot(options: ExportOptions, partial: string): Snapshot {
  const cache = openCache({ file: options.cacheFile, readOnly: true });
  try {
    const all = cache.db.prepare('SELECT id FROM docsets ORDER BY rowid').pluck().all() as string[];
    const requested = options.docsets ?? [];
    const unknown = requested.filter((id) => resolveCarriedDocsets(id, all).length === 0);
    if (unknown.length > 0) {
      throw new UnknownDocsetError(
        `unknown docset: ${unknown.join(', ')} (the cache has: ${all.join(', ')})`,
      );
    }
    const named = [...new Set(requested.flatMap((id) => resolveCarriedDocsets(id, all)))];
    const chosen = requested.length ? named : all;
    if (chosen.length === 0) throw new Error('the cache holds no docsets: nothing to export');
    // A cache opened read-only before migration 2 has no identity yet: its bundles still import,
    // but nothing incremental can be based on them.
    const source = readCacheId(cache.db) ?? `unnamed-${randomUUID()}`;
    const base = resolveExportBase(options.since, source, chosen, options.overlapMs ?? OVERLAP_MS);
    const snapshotAt = options.now().toISOString();
    cache.db.prepare('VACUUM INTO ?').run(partial);
    return { source, snapshotAt, plan: base.plan, base: base.base };
  } finally {
    cache.close();
  }
}

function fillBundle(
  partial: string,
  snapshot: Snapshot,
  placeholder: string,
  options: ExportOptions,
): BundleManifest {
  const db = new Database(partial);
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('foreign_keys = ON');
    // A snapshot of an older cache is brought to this schema, so bundles always have one layout,
    // and a search index a migration replaced is refilled (a bundle can be opened as a cache).
    migrate(db);
    rebuildSearchIndexIfNeeded(db);
    foldLinksIfNeeded(db);
    const manifest = db
      .transaction((): BundleManifest => {
        const counts = pruneBundle(db, snapshot.plan);
        repackBundlePages(db);
        const row = db.prepare(
          `SELECT name, last_sync_at AS lastSyncAt, last_ok_sync_at AS lastOkSyncAt
         FROM docsets WHERE id = ?`,
        );
        const manifest: BundleManifest = {
          folioVersion: options.folioVersion,
          bundleId: randomUUID(),
          source: snapshot.source,
          createdAt: options.now().toISOString(),
          snapshotAt: snapshot.snapshotAt,
          base: snapshot.base,
          docsets: snapshot.plan.map(({ id, cutoff }) => {
            const docset = row.get(id) as {
              name: string;
              lastSyncAt: string | null;
              lastOkSyncAt: string | null;
            };
            const base = cutoff === null ? null : snapshot.base!.since;
            return {
              id,
              name: docset.name,
              ...counts.get(id)!,
              lastSyncAt: docset.lastSyncAt,
              lastOkSyncAt: docset.lastOkSyncAt,
              base,
            };
          }),
        };
        db.prepare(
          'INSERT INTO bundle_manifest (id, format, checksum, manifest) VALUES (1, ?, ?, ?)',
        ).run(BUNDLE_FORMAT, placeholder, JSON.stringify(manifest));
        return manifest;
      })
      .immediate();
    // The search indexes as one segment each: a cache's are many (a sync merges only as it
    // goes), each repeating its terms, and pruning leaves their deleted rows in place.
    db.prepare("INSERT INTO sections_fts (sections_fts) VALUES ('optimize')").run();
    db.prepare("INSERT INTO headings_fts (headings_fts) VALUES ('optimize')").run();
    // Rebuilds the file from the kept rows only: no free page carries a pruned docset's content.
    // A bundle is never written to, so it needs no auto_vacuum (check-bundle-header.ts).
    db.pragma('auto_vacuum = NONE');
    db.exec('VACUUM');
    return manifest;
  } finally {
    db.close();
  }
}
