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
 * DESIGN.md: the packaged app keeps its cache in the user-data folder; a checkout uses
 * `$FOLIO_CACHE`, else cache/folio.db, exactly as the CLI does, so `folio sync` fills what
 * `npm start` shows.
 */
export function resolveCacheFile(options: CacheFileOptions): string {
  if (options.isPackaged) return join(options.userData, 'folio.db');
  return resolve(options.env.FOLIO_CACHE ?? join(options.root, 'cache', 'folio.db'));
}
