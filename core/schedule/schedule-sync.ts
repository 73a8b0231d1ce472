import { ApiError } from '../api/folio-api.ts';
import type { SyncController } from '../api/sync-controller.ts';
import type { Cache } from '../store/open-cache.ts';
import { lastPullAt } from '../feed/read-feed-status.ts';
import { readStatus } from '../store/read-status.ts';
import { createScheduler } from './create-scheduler.ts';
import type { Scheduler, SchedulerOptions } from './create-scheduler.ts';

export interface ScheduleSyncOptions {
  sync: SyncController;
  cache: Cache;
  intervalMs: number;
  isOnline: () => Promise<boolean>;
  onError?: (error: unknown) => void;
  /** Told when a scheduled run starts and ends (serve logs it). */
  onRun?: (event: 'started' | 'finished' | 'already-running') => void;
  /** Fake clocks for tests; the real ones by default. */
  clock?: Pick<SchedulerOptions, 'now' | 'setTimer' | 'clearTimer'>;
  retryMs?: number;
  maxTimerMs?: number;
}

/**
 * The scheduler driving a sync controller, shared by `folio serve --sync-every` and the app. A
 * run is a controller run, so the scheduler and a manual "Sync all" can never overlap: when the
 * controller refuses with 'busy' (a manual sync, or a `folio sync` holding the file lock), that
 * counts as "already running" and the schedule just waits for its next check. With feed
 * subscriptions a run pulls them (the controller routes it, as `folio sync` does).
 */
export function scheduleSync(options: ScheduleSyncOptions): Scheduler {
  const { sync, cache, onRun = () => {} } = options;
  const clock = options.clock ?? {
    now: () => new Date(),
    setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimer: (timer: unknown) => clearTimeout(timer as NodeJS.Timeout),
  };
  return createScheduler({
    ...clock,
    intervalMs: options.intervalMs,
    retryMs: options.retryMs,
    maxTimerMs: options.maxTimerMs,
    // A feed is a folder or an internal server, which the probe of the docs sites (or the OS's
    // idea of "online") says nothing about; a pull that cannot reach it fails cheaply and says why.
    isOnline: () => (sync.listFeeds().length > 0 ? Promise.resolve(true) : options.isOnline()),
    onError: options.onError,
    lastSyncAt: () => {
      const feeds = sync.listFeeds();
      return feeds.length > 0 ? lastPullAt(feeds) : lastAttemptAt(cache);
    },
    async runSync(signal) {
      try {
        await sync.start();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'busy') {
          onRun('already-running');
          return;
        }
        throw error;
      }
      onRun('started');
      const cancel = (): void => void sync.cancel();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        await sync.whenIdle();
      } finally {
        signal.removeEventListener('abort', cancel);
      }
      onRun('finished');
    },
  });
}

/**
 * When the cache's docsets were last all attempted: the oldest per-docset last sync (null when
 * the cache holds none, or one never finished a run). Attempts, not successes: a docset whose
 * site is down for a week is retried once per interval, not every few minutes; its failure shows
 * as lastError and as "stale". Docsets added to the catalog since are picked up by the next run.
 */
export function lastAttemptAt(cache: Cache): Date | null {
  const status = readStatus(cache.db);
  if (status.length === 0 || status.some((s) => s.lastSyncAt === null)) return null;
  const oldest = status.map((s) => s.lastSyncAt!).sort()[0]!;
  return new Date(oldest);
}
