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
import type { Catalog } from '../api/catalog.ts';
import type { NetworkOptions } from '../mirror/open-network.ts';
import { createLibrary } from './create-library.ts';
import { openCatalog } from './open-catalog.ts';
import type { CatalogOptions } from './open-catalog.ts';

/** Everything a face of Folio talks to, put together once. */
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

export interface EngineOptions extends CatalogOptions {
  cacheFile: string;
  /** A shared cache on read-only storage: reading only, syncing refused. */
  readOnly?: boolean;
  /** Settings folder; the user's Folio folder (shared by the CLI and the app) when omitted. */
  settingsDir?: string;
  /** How syncs and probes reach the network (GitHub's endpoints from `env`; a test's clock). */
  network?: NetworkOptions;
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
  const catalog = openCatalog(options);
  const { network } = options;
  const settingsDir = options.settingsDir ?? resolveSettingsDir();
  const sync = createSyncController({
    cache,
    loadCatalog: catalog,
    runSync:
      options.runSync ??
      (async (run) => (await import('../mirror/sync-docsets.ts')).syncDocsets({ ...run, network })),
    // The subscriptions beside the settings: the app's Sync and its schedule pull them.
    feedsDir: settingsDir,
    now: options.now,
  });
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
    network,
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
