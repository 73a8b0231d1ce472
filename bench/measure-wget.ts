import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { WgetMeasurement } from './bench-report.ts';
import { findExecutable } from './find-executable.ts';

/**
 * Times `wget -r -np -q -P dir URL`: the baseline a first sync is compared with (same site,
 * same server, same run). Undefined when wget is not on PATH.
 */
export async function measureWget(options: {
  url: string;
  dir: string;
}): Promise<WgetMeasurement | undefined> {
  const wget = await findExecutable('wget');
  if (!wget) return undefined;
  const started = performance.now();
  const exitCode = await new Promise<number>((resolve) =>
    execFile(wget, ['-r', '-np', '-q', '-P', options.dir, options.url], (error) => {
      // Exit status 8 means some response was an error (e.g. one 404): the mirror still finished.
      resolve(error ? (typeof error.code === 'number' ? error.code : 1) : 0);
    }),
  );
  const ms = performance.now() - started;
  let files = 0;
  let bytes = 0;
  const entries = await readdir(options.dir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { ms, exitCode, files, bytes };
}
