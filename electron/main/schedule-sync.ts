import type { SyncController } from '../../core/api/sync-controller.ts';
import type { Scheduler, SchedulerOptions } from '../../core/schedule/create-scheduler.ts';
import { scheduleSync } from '../../core/schedule/schedule-sync.ts';
import type { Cache } from '../../core/store/open-cache.ts';

/** The bit of Electron's powerMonitor used here, so tests pass an EventEmitter. */
export interface ResumeSource {
  on(event: 'resume', listener: () => void): unknown;
  off(event: 'resume', listener: () => void): unknown;
}

export interface SyncScheduleOptions {
  sync: SyncController;
  cache: Cache;
  /** Electron's net.isOnline(): the OS's own idea, no request needed. */
  isOnline: () => boolean;
  powerMonitor: ResumeSource;
  onError: (error: unknown) => void;
  clock?: Pick<SchedulerOptions, 'now' | 'setTimer' | 'clearTimer'>;
  retryMs?: number;
}

export interface SyncSchedule {
  /** Follows settings.syncEveryHours (null: off); re-creates the scheduler only when it changed. */
  apply(syncEveryHours: number | null): void;
  /** Stops the schedule and a scheduled run in flight (the app is quitting). */
  stop(): Promise<void>;
}

/**
 * The app's periodic sync: one scheduler on the engine's sync controller, replaced when the user
 * picks another interval, woken when the machine resumes so a sync due during sleep starts on
 * waking rather than at the next timer.
 */
export function createSyncSchedule(options: SyncScheduleOptions): SyncSchedule {
  let hours: number | null = null;
  let scheduler: Scheduler | undefined;
  let replaced: Promise<void> = Promise.resolve();
  const onResume = (): void => scheduler?.wake();
  options.powerMonitor.on('resume', onResume);

  return {
    apply(next) {
      // A read-only cache cannot be synced: a schedule would only be refused every few minutes.
      const wanted = options.cache.readOnly ? null : next;
      if (wanted === hours && (scheduler !== undefined) === (wanted !== null)) return;
      hours = wanted;
      if (scheduler) {
        // A sync already running is the user's to watch or cancel; the new schedule joins it.
        const old = scheduler;
        replaced = replaced.then(() => old.stop({ letRunFinish: true })).catch(options.onError);
      }
      scheduler =
        wanted === null
          ? undefined
          : scheduleSync({
              sync: options.sync,
              cache: options.cache,
              intervalMs: wanted * 3_600_000,
              isOnline: () => Promise.resolve(options.isOnline()),
              onError: options.onError,
              clock: options.clock,
              retryMs: options.retryMs,
            });
      scheduler?.start();
    },
    async stop() {
      options.powerMonitor.off('resume', onResume);
      const current = scheduler;
      scheduler = undefined;
      await current?.stop();
      await replaced;
    },
  };
}
