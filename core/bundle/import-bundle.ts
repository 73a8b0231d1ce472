import type { Database } from 'better-sqlite3';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import { isBundle } from '../store/is-bundle.ts';
import { openCache } from '../store/open-cache.ts';
import { BundleError } from './bundle-error.ts';
import type { BundleManifest } from './bundle-manifest.ts';
import { checkLineage } from './check-lineage.ts';
import type { DocsetImportReport } from './merge-docset.ts';
import { mergeDocset } from './merge-docset.ts';
import type { OpenedBundle } from './open-bundle.ts';
import { openBundle } from './open-bundle.ts';
import { readBundleDocsetIds } from './read-bundle.ts';

export interface ImportOptions {
  bundleFile: string;
  cacheFile: string;
  now: () => Date;
  /** Only these of the bundle's docsets (a feed's subscriber picks some); all when absent. */
  docsets?: readonly string[];
  /** Called inside the transaction after each docset: progress, and a pause point for kill tests. */
  afterDocset?: (docsetId: string) => void;
}

export interface ImportResult {
  manifest: BundleManifest;
  docsets: DocsetImportReport[];
}

/**
 * Imports a bundle: everything that can refuse it is checked before the cache is opened for
 * writing (the bundle itself, a read-only cache, a cache that is itself a bundle, a missing
 * incremental base), so a refusal leaves the cache file exactly as it was. The merge is then one
 * transaction over all docsets: killed at any moment, the cache is the old one or the new one,
 * never a mix.
 */
export function importBundle(options: ImportOptions): ImportResult {
  const opened = openBundle(options.bundleFile);
  try {
    const bundle = {
      ...opened,
      manifest: pickDocsets(opened.manifest, options.docsets),
      listed: opened.manifest.docsets,
    };
    checkWritable(options.cacheFile);
    if (existsSync(options.cacheFile)) {
      const current = openCache({ file: options.cacheFile, readOnly: true });
      try {
        checkNotBundle(current.db, options);
        checkLineage(current.db, bundle.manifest);
      } finally {
        current.close();
      }
    } else {
      checkLineage(undefined, bundle.manifest);
    }
    const cache = openCache({ file: options.cacheFile });
    try {
      // A sync and an import are both writers; one at a time per cache, as for two syncs.
      const release = acquireSyncLock(options.cacheFile);
      try {
        const docsets = merge(cache.db, bundle, options);
        cache.db.pragma('wal_checkpoint(TRUNCATE)');
        return { manifest: bundle.manifest, docsets };
      } finally {
        release();
      }
    } finally {
      cache.close();
    }
  } finally {
    opened.close();
  }
}

function pickDocsets(manifest: BundleManifest, ids: readonly string[] | undefined): BundleManifest {
  if (!ids) return manifest;
  const missing = ids.filter((id) => !manifest.docsets.some((d) => d.id === id));
  if (missing.length > 0) throw new BundleError(`it does not hold ${missing.join(', ')}`);
  return { ...manifest, docsets: manifest.docsets.filter((d) => ids.includes(d.id)) };
}

function merge(
  db: Database,
  bundle: OpenedBundle & { listed: BundleManifest['docsets'] },
  options: ImportOptions,
): DocsetImportReport[] {
  const { manifest } = bundle;
  const held = readBundleDocsetIds(bundle.db);
  const listed = bundle.listed.map((d) => d.id).sort();
  if (held.join('\n') !== listed.join('\n')) {
    throw new BundleError('its docsets are not the ones its manifest lists');
  }
  const at = options.now().toISOString();
  return db
    .transaction(() => {
      // Checked again under the write lock: another import may have landed since the first look.
      checkLineage(db, manifest);
      return manifest.docsets.map((entry) => {
        const report = mergeDocset(db, bundle.db, entry, manifest, at);
        options.afterDocset?.(entry.id);
        return report;
      });
    })
    .immediate();
}

/**
 * Importing into a bundle would make it a working cache (openCache refuses that for any writer);
 * here the refusal can say which two files to swap.
 */
function checkNotBundle(db: Database, options: ImportOptions): void {
  if (!isBundle(db)) return;
  throw new BundleError(
    `the cache ${options.cacheFile} is a bundle (made by folio export), not a working cache, ` +
      `and importing into it would turn it into one: import into a working cache ` +
      `(folio import ${options.bundleFile} --cache cache.db), or make a working cache from ` +
      `that bundle (folio import ${options.cacheFile} --cache new.db)`,
  );
}

function checkWritable(file: string): void {
  let dir = dirname(file);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    if (existsSync(file)) accessSync(file, constants.W_OK);
    // WAL needs its -wal and -shm files, and the lock file, beside the cache.
    accessSync(dir, constants.W_OK);
  } catch {
    throw new BundleError(
      `the cache ${file} is read-only: a shared read-only cache can be searched and read, not imported into`,
    );
  }
}
