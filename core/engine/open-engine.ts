import { createFolioApi } from '../api/create-folio-api.ts';
import type { FolioApi } from '../api/folio-api.ts';
import { createReadingStore } from '../api/reading-store.ts';
import { createSettingsStore, resolveSettingsDir } from '../api/settings-store.ts';
import type { SettingsStore } from '../api/settings-store.ts';
import { createSyncController } from '../api/sync-controller.ts';
import type { SyncController, SyncControllerOptions } from '../api/sync-controller.ts';
import { readAsset } from '../store/read-asset.ts';
import type { StoredAsset } from '../store/read-asset.ts';
import { openCache } from '../store/open-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import type { Catalog } from './load-catalog.ts';
import { createLibrary } from './create-library.ts';
import { emptyCatalog, loadCatalog } from './load-catalog.ts';
import { withUserCatalog } from './user-catalog.ts';

/** Everything a face of Folio talks to, put together once (DESIGN.md, "One composition"). */
export interface Engine {
  cache: Cache;
  /** The catalogs and their overrides, read once; a failed read is retried on the next call. */
  catalog: () => Promise<Catalog>;
  sync: SyncController;
  settings: SettingsStore;
  api: FolioApi;
  readAsset: (url: string) => StoredAsset | undefined;
  /** Stops a running sync (what it stored is kept) and closes the cache. */
  close: () => Promise<void>;
}

export interface EngineOptions {
  cacheFile: string;
  /** A shared cache on read-only storage: reading only, syncing refused. */
  readOnly?: boolean;
  /** Catalog files, in order (the `--catalog` files, or the app's seeds/*.md); none: the cache's. */
  catalogs: () => Promise<readonly string[]> | readonly string[];
  /** The user's own catalog (see userCatalogPath), read after the others once it exists. */
  userCatalog?: string;
  /** Settings folder; the user's Folio folder (shared by the CLI and the app) when omitted. */
  settingsDir?: string;
  /** Told of skipped catalog rows and override entries, once per load, and of settings trouble. */
  warn: (message: string) => void;
  /** The automatic sync's interval for "stale"; the app's setting when omitted (see FolioApiDeps). */
  scheduleMs?: () => Promise<number | null>;
  /** Tests: a sync with test-sized timeouts, a fixed clock. */
  runSync?: SyncControllerOptions['runSync'];
  now?: () => Date;
}

/**
 * Opens the cache and composes the sync service, the settings store and the API over one catalog
 * loader. `folio sync`, `folio serve`, the desktop app and the schedulers all start here and add
 * only their flags and I/O, so a rule that holds on one path (overrides, the sync lock) holds on
 * every one.
 */
export function openEngine(options: EngineOptions): Engine {
  const cache = openCache({ file: options.cacheFile, readOnly: options.readOnly === true });
  const catalog = reloadable(async () => {
    const files = withUserCatalog(await options.catalogs(), options.userCatalog);
    if (files.length === 0) return emptyCatalog;
    const loaded = await loadCatalog(files);
    for (const p of loaded.problems) options.warn(`${p.file}:${p.line}: ${p.message}`);
    return loaded;
  });
  const sync = createSyncController({
    cache,
    loadCatalog: catalog,
    runSync: options.runSync,
    now: options.now,
  });
  const settingsDir = options.settingsDir ?? resolveSettingsDir();
  const settings = createSettingsStore({ dir: settingsDir, warn: options.warn });
  // Beside the settings, never in the cache: a shared or read-only cache still has per-user lists.
  const reading = createReadingStore({ dir: settingsDir, now: options.now, warn: options.warn });
  const known = async () => (await catalog()).docsets;
  const library = createLibrary({
    cache,
    userCatalog: options.userCatalog,
    known,
    reload: () => catalog.reload(),
    sync,
  });
  const api = createFolioApi({
    cache,
    loadDocsets: known,
    library,
    settings,
    reading,
    sync,
    scheduleMs: options.scheduleMs,
    now: options.now,
  });
  return {
    cache,
    catalog,
    sync,
    settings,
    api,
    readAsset: (url) => readAsset(cache.db, url),
    close: async () => {
      sync.cancel();
      await sync.whenIdle();
      cache.close();
    },
  };
}

/**
 * Runs `load` once and keeps its answer until `reload()` (a docset was added or removed); a
 * failure is not kept, so the next call tries again.
 */
function reloadable<T>(load: () => Promise<T>): (() => Promise<T>) & { reload(): void } {
  let loaded: Promise<T> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return Object.assign(get, { reload: () => void (loaded = undefined) });
}
