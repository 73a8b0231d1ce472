import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function walkFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}
