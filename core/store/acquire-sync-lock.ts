import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One sync at a time per cache (cron and a user can collide): a lock file created exclusively,
 * holding the owner's pid. A lock whose process is gone (killed, machine rebooted) is taken over.
 */
export function acquireSyncLock(cacheFile: string): () => void {
  const path = `${cacheFile}.sync-lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
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
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner && isAlive(owner)) {
        throw new Error(`another sync (pid ${owner}) is running on ${cacheFile}`, { cause: error });
      }
      unlinkSync(path);
    }
  }
  throw new Error(`cannot take the sync lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
