import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { walkFiles } from './walk-files.ts';

export interface SizePart {
  part: string;
  bytes: number;
  /** Each file gzipped on its own: close to what it adds to the archive. */
  gzipped: number;
}

/** The release folder's space by part (its first two path segments), biggest first. */
export function sizeReport(dir: string): SizePart[] {
  const parts = new Map<string, SizePart>();
  for (const file of walkFiles(dir)) {
    const part = partOf(file);
    const entry = parts.get(part) ?? { part, bytes: 0, gzipped: 0 };
    const path = join(dir, file);
    entry.bytes += statSync(path).size;
    entry.gzipped += gzipSync(readFileSync(path), { level: 6 }).length;
    parts.set(part, entry);
  }
  return [...parts.values()].sort((a, b) => b.gzipped - a.gzipped);
}

/** node_modules/better-sqlite3, dist/cli, node/bin: two segments say what a file is part of. */
export function partOf(file: string): string {
  const segments = file.split('/');
  return segments.length > 2
    ? segments.slice(0, 2).join('/')
    : segments.length === 2
      ? segments[0]!
      : '(top)';
}
