import type { Catalog } from '../api/catalog.ts';
import { emptyCatalog } from '../api/catalog.ts';
import { loadCatalog } from './load-catalog.ts';
import { withUserCatalog } from './user-catalog.ts';

export interface CatalogOptions {
  /** Catalog files, in order (the `--catalog` files, or the app's seeds/*.md); none: the cache's. */
  catalogs: () => Promise<readonly string[]> | readonly string[];
  /** The user's own catalog (see userCatalogPath), read after the others once it exists. */
  userCatalog?: string;
  /** Told of skipped catalog rows and override entries, once per load. */
  warn: (message: string) => void;
}

/** The catalogs as every face reads them: read once, again after `reload()`. */
export type CatalogLoader = (() => Promise<Catalog>) & { reload(): void };

/**
 * The catalogs and their overrides, with the user's catalog after them: the one reading of them
 * that the engine and the commands which need no cache (`folio add`, `folio remove`) share.
 */
export function openCatalog(options: CatalogOptions): CatalogLoader {
  return reloadable(async () => {
    const files = withUserCatalog(await options.catalogs(), options.userCatalog);
    if (files.length === 0) return emptyCatalog;
    const loaded = await loadCatalog(files);
    for (const p of loaded.problems) options.warn(`${p.file}:${p.line}: ${p.message}`);
    return loaded;
  });
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
