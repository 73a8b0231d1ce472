import { statSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** What a build was made from: the project's own source files, with the stamp each had then. */
export interface BuildInputs {
  /** [path relative to the checkout, mtime in ms, size in bytes] */
  files: Array<[string, number, number]>;
}

/**
 * Packages are left out: they change only through `npm install`, which rebuilds. The project's own
 * files change under an editor or a `git pull`, and a bundle older than them must not run.
 */
export function describeInputs(root: string, moduleIds: readonly string[]): BuildInputs {
  const files = new Map<string, [string, number, number]>();
  for (const id of moduleIds) {
    if (!isAbsolute(id) || id.includes(`${sep}node_modules${sep}`)) continue;
    const path = relative(root, id);
    if (path.startsWith('..') || files.has(path)) continue;
    const stat = statSync(id);
    files.set(path, [path, stat.mtimeMs, stat.size]);
  }
  return { files: [...files.values()].sort((a, b) => a[0].localeCompare(b[0])) };
}
