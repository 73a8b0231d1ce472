// Runs the folio command on this Node: the bundle in dist/cli when it was built from the sources
// now on disk, else the TypeScript sources (Node 24 strips their types, slower to start but never
// stale). Plain JavaScript, so it can tell an old Node what is wrong before anything fails to load.
import { readFileSync, statSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  process.stderr.write(
    `folio needs Node 22 or newer (this is ${process.version}); run \`npm install\` in ${root} to get the pinned Node 24\n`,
  );
  process.exit(2);
}

/** @typedef {{ files: Array<[path: string, mtimeMs: number, size: number]> }} BuildInputs */

/** Whether every source the bundle was built from still has the size and time it had then. */
function bundleIsCurrent() {
  const file = join(root, 'dist', 'cli', 'inputs.json');
  /** @type {BuildInputs} */
  let inputs;
  try {
    inputs = /** @type {BuildInputs} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return false;
  }
  for (const [path, mtimeMs, size] of inputs.files) {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs !== mtimeMs || stat.size !== size) return false;
  }
  return true;
}

// V8 keeps the code it compiled for these modules between runs, keyed by their contents, so a
// command does not compile its ~2 MB of JavaScript again at every start (a sync's start-up: ~0.1 s
// of CPU less). Node checks every entry, so a rebuilt bundle is simply compiled again. Through the
// environment, because worker threads (the extraction pool) read it there, not from this call.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache');
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);

const entry =
  process.env.FOLIO_FROM_SOURCE !== '1' && bundleIsCurrent()
    ? join(root, 'dist', 'cli', 'folio.js')
    : join(root, 'cli', 'main.ts');
await import(entry);
