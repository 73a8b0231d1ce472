import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from './cli-io.ts';

/**
 * The checkout (or installed package) folder: seeds/ and cache/ are found from here. The nearest
 * folder with a package.json, since this file runs from cli/ or, bundled, from dist/cli/.
 */
export const appRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..');
  }
}

type PathIo = Pick<CliIo, 'env' | 'cwd'>;

/**
 * The process's own environment is only the default for serve, which does not take an io yet;
 * every other command passes its own.
 */
const processIo: PathIo = { env: process.env };

/** A path the user typed, resolved from the command's working folder. */
export function resolveUserPath(file: string, io: PathIo = processIo): string {
  return resolve(io.cwd ?? process.cwd(), file);
}

/** `--cache`, else $FOLIO_CACHE, else cache/folio.db in the checkout. */
export function resolveCachePath(option: string | undefined, io: PathIo = processIo): string {
  return resolveUserPath(option ?? io.env.FOLIO_CACHE ?? join(appRoot, 'cache', 'folio.db'), io);
}

/** `--catalog` files replace the defaults, which are the app's own seeds/*.md. */
export function resolveCatalogs(
  options: readonly string[] | undefined,
  io: PathIo = processIo,
): string[] {
  if (options && options.length > 0) return options.map((file) => resolveUserPath(file, io));
  const seeds = join(appRoot, 'seeds');
  return readdirSync(seeds)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(seeds, name));
}
