import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { DescribeProcess } from './process-identity.ts';
import { describeProcess } from './process-identity.ts';

/** What a lock file says of its owner. Older Folios wrote the bare pid. */
interface LockOwner {
  app: 'folio';
  pid: number;
  host: string;
  cache: string;
  startTime?: string;
  at: string;
}

/**
 * One sync at a time per cache (cron and a user can collide): a lock file created exclusively,
 * naming its owner: pid, host, cache and the process's start time. A lock is trusted only while
 * that same process lives (a pid is reused: same pid and start time, or, for an old lock that
 * says less, a process that looks like Folio's runtime); otherwise it is taken over. A genuine
 * conflict says how to recover.
 */
export function acquireSyncLock(
  cacheFile: string,
  deps: { describe?: DescribeProcess; now?: () => Date } = {},
): () => void {
  const describe = deps.describe ?? describeProcess;
  const now = deps.now ?? (() => new Date());
  const path = `${cacheFile}.sync-lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      const owner: LockOwner = {
        app: 'folio',
        pid: process.pid,
        host: hostname(),
        cache: resolve(cacheFile),
        startTime: describe(process.pid).startTime,
        at: now().toISOString(),
      };
      try {
        writeSync(fd, JSON.stringify(owner));
      } catch (error) {
        // A full disk: no lock is held, and neither the descriptor nor an empty lock file stays.
        closeSync(fd);
        unlinkSync(path);
        throw error;
      }
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const conflict = owner && holds(owner, cacheFile, describe);
      if (conflict) {
        throw new Error(
          `another sync (pid ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}, since ${owner.at}) is running on ${cacheFile}: wait for it to finish or stop it; if no sync is running, delete ${path}`,
          { cause: error },
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`cannot take the sync lock ${path}`);
}

function readOwner(path: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
  if (/^\d+$/.test(text)) {
    return { app: 'folio', pid: Number(text), host: hostname(), cache: '', at: 'an older Folio' };
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (parsed.app !== 'folio' || typeof parsed.pid !== 'number') return undefined;
    return parsed as LockOwner;
  } catch {
    // Unreadable (a torn write when its owner was killed): no owner to respect.
    return undefined;
  }
}

/** Whether the lock's owner is a live Folio process syncing this cache. */
function holds(owner: LockOwner, cacheFile: string, describe: DescribeProcess): boolean {
  // Another machine's process cannot be looked at from here: its word stands.
  if (owner.host !== hostname()) return true;
  if (owner.cache !== '' && owner.cache !== resolve(cacheFile)) return false;
  const running = describe(owner.pid);
  if (!running.alive) return false;
  if (owner.startTime !== undefined && running.startTime !== undefined) {
    return owner.startTime === running.startTime;
  }
  // An old lock (a bare pid) or a system without start times: the command must look like ours.
  return running.command === undefined || /\b(node|folio|electron)\b/i.test(running.command);
}
