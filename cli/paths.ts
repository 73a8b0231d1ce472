import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseCacheFile } from './cache-location.ts';
import type { CliIo } from './cli-io.ts';
import { RELEASE_MARKER } from './release-marker.ts';

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

/**
 * Whether this is an unpacked portable release: only `npm run release` writes the marker, so a
 * checkout (even one without .git, or with devDependencies pruned) is never taken for one.
 */
export const isInstalled = existsSync(join(appRoot, RELEASE_MARKER));

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

/** Every command's `--cache` help: where resolveCachePath looks when it is not given. */
export const CACHE_OPTION_HELP =
  'cache file (default $FOLIO_CACHE, else cache/folio.db in a checkout or the platform’s data folder in a release)';

/** The cache file chooseCacheFile picks for this machine, resolved from the working folder. */
export function resolveCachePath(option: string | undefined, io: PathIo = processIo): string {
  const file = chooseCacheFile({
    option,
    env: io.env,
    installed: isInstalled,
    platform: process.platform,
    home: homedir(),
    appRoot,
  });
  return resolveUserPath(file, io);
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
