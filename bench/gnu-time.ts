import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

let found: Promise<string | undefined> | undefined;

/**
 * The path of GNU time when it is installed and understands `-f %M -o FILE` (BSD and macOS
 * `time` do not), checked once per process.
 */
export function gnuTime(): Promise<string | undefined> {
  found ??= probe('/usr/bin/time');
  return found;
}

async function probe(path: string): Promise<string | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-bench-time-'));
  const out = join(dir, 'out');
  try {
    await promisify(execFile)(path, ['-f', '%M', '-o', out, process.execPath, '-e', '0']);
    return /^\d+\s*$/.test(await readFile(out, 'utf8')) ? path : undefined;
  } catch {
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
