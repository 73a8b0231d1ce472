import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'folio-import-';

/** The staging folder's name prefix for this process: its pid says whose it is. */
export function stagingPrefix(pid = process.pid): string {
  return `${PREFIX}${pid}-`;
}

/** Whether a process with this pid exists (signal 0 checks without sending anything). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes staging copies left by imports that were killed (SIGKILL, a power cut: no cleanup ran),
 * each a full copy of a bundle that would otherwise stay in the temporary folder for good. Only
 * folders whose process is gone are touched, so a concurrent import keeps its copy.
 */
export function removeStaleStaging(
  dir: string,
  isAlive: (pid: number) => boolean = isProcessAlive,
): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const match = /^folio-import-(\d+)-/.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
