import { join, resolve } from 'node:path';

export interface AppPaths {
  /** The checkout, or the packaged app's root (inside app.asar). */
  root: string;
  preload: string;
  renderer: string;
  seeds: string;
}

/**
 * Everything is found from the built main bundle (dist/electron/main/), the same way in a checkout
 * and in the packaged app, so nothing depends on how Electron was started (`electron .` or a file).
 */
export function resolveAppPaths(mainDir: string): AppPaths {
  const root = resolve(mainDir, '..', '..', '..');
  return {
    root,
    preload: resolve(mainDir, '..', 'preload', 'index.cjs'),
    renderer: join(root, 'dist', 'renderer'),
    seeds: join(root, 'seeds'),
  };
}

export interface CacheFileOptions {
  isPackaged: boolean;
  /** app.getPath('userData') */
  userData: string;
  root: string;
  env: NodeJS.ProcessEnv;
}

/**
 * `$FOLIO_CACHE` when set — also in the packaged app, so it can open a shared cache on a
 * cluster's filesystem; otherwise the packaged app keeps its cache in the user-data folder
 * and a checkout uses cache/folio.db, exactly as the CLI does, so `folio sync` fills
 * what `npm start` shows.
 */
export function resolveCacheFile(options: CacheFileOptions): string {
  if (options.env.FOLIO_CACHE) return resolve(options.env.FOLIO_CACHE);
  if (options.isPackaged) return join(options.userData, 'folio.db');
  return resolve(join(options.root, 'cache', 'folio.db'));
}

/**
 * A shared cache on read-only or network storage is opened read-only (`--read-only` or
 * FOLIO_READ_ONLY=1): reading and search work, syncing is refused, and settings stay in the
 * user's own folder.
 */
export function resolveReadOnly(options: {
  env: NodeJS.ProcessEnv;
  argv: readonly string[];
}): boolean {
  return options.env.FOLIO_READ_ONLY === '1' || options.argv.includes('--read-only');
}
