import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout (or installed package) folder: seeds/ and cache/ are found from here. */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `--cache`, else $FOLIO_CACHE, else cache/folio.db in the checkout (DESIGN.md). */
export function resolveCachePath(option: string | undefined): string {
  return resolve(option ?? process.env.FOLIO_CACHE ?? join(appRoot, 'cache', 'folio.db'));
}

/** `--catalog` files replace the defaults, which are the app's own seeds/*.md. */
export function resolveCatalogs(options: readonly string[] | undefined): string[] {
  if (options && options.length > 0) return options.map((file) => resolve(file));
  const seeds = join(appRoot, 'seeds');
  return readdirSync(seeds)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(seeds, name));
}
