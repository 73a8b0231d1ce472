import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createFolioApi } from '../../core/api/create-folio-api.ts';
import type { FolioApi } from '../../core/api/folio-api.ts';
import { createSettingsStore } from '../../core/api/settings-store.ts';
import type { SettingsStore } from '../../core/api/settings-store.ts';
import { createSyncController } from '../../core/api/sync-controller.ts';
import type { SyncController } from '../../core/api/sync-controller.ts';
import type { Docset } from '../../core/catalog/docset.ts';
import { loadCatalogs } from '../../core/catalog/load-catalogs.ts';
import { readAsset } from '../../core/store/read-asset.ts';
import type { StoredAsset } from '../../core/store/read-asset.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { Cache } from '../../core/store/open-cache.ts';

export interface Engine {
  cache: Cache;
  api: FolioApi;
  sync: SyncController;
  settings: SettingsStore;
  readAsset: (url: string) => StoredAsset | undefined;
  /** Stops a running sync (what it stored is kept) and closes the cache. */
  close: () => Promise<void>;
}

export interface EngineOptions {
  cacheFile: string;
  /** A shared cache on read-only storage: reading only, syncing refused. */
  readOnly?: boolean;
  /** The app's seeds/ folder: the default catalogs, as for `folio sync`. */
  seedsDir: string;
  /** Settings folder; the user's Folio folder (shared with the CLI) when omitted. */
  settingsDir?: string;
  warn: (message: string) => void;
}

/**
 * The engine the window talks to: exactly what the CLI and `folio serve` compose from core/ (one
 * cache, one sync controller, one settings store), with no Electron in it.
 */
export function openEngine(options: EngineOptions): Engine {
  const cache = openCache({ file: options.cacheFile, readOnly: options.readOnly === true });
  const loadDocsets = createCatalogLoader(options.seedsDir, options.warn);
  const sync = createSyncController({ cache, loadDocsets });
  const settings = createSettingsStore({ dir: options.settingsDir, warn: options.warn });
  const api = createFolioApi({ cache, loadDocsets, settings, sync });
  return {
    cache,
    api,
    sync,
    settings,
    readAsset: (url) => readAsset(cache.db, url),
    close: async () => {
      sync.cancel();
      await sync.whenIdle();
      cache.close();
    },
  };
}

/** Reads seeds/*.md once; a catalog problem is reported, and a failed read is retried next time. */
export function createCatalogLoader(
  seedsDir: string,
  warn: (message: string) => void,
): () => Promise<Docset[]> {
  let loaded: Promise<Docset[]> | undefined;
  const load = async (): Promise<Docset[]> => {
    const names = await readdir(seedsDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files = names
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => join(seedsDir, name));
    const { docsets, problems } = await loadCatalogs(files);
    for (const problem of problems) warn(`${problem.file}:${problem.line}: ${problem.message}`);
    return docsets;
  };
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
