export interface SchedulerOptions {
  /** Wanted time between good syncs. */
  intervalMs: number;
  /** Wall clock: compared with lastSyncAt, so it is what a laptop's sleep or a clock jump moves. */
  now: () => Date;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  isOnline: () => Promise<boolean>;
  /** One sync; should stop soon after the signal aborts (stop()). */
  runSync: (signal: AbortSignal) => Promise<void>;
  /** When the last good sync finished (null: never). Read afresh before every decision. */
  lastSyncAt: () => Date | null;
  /** Wait after being offline, a failed run or a run that left the sync still due; default 5 min (at most the interval). */
  retryMs?: number;
  /**
   * Longest single timer. Timers run on the monotonic clock, which stands still while a machine
   * sleeps, so a 24 h timer set before a night's sleep would fire 8 h late; waking up at least
   * this often re-reads the wall clock and catches up within this delay. Default 1 min.
   */
  maxTimerMs?: number;
  onError?: (error: unknown) => void;
}

export interface Scheduler {
  /** Starts checking; runs at once when a sync is due (and the network is up). */
  start(): void;
  /**
   * Stops the timer, aborts a run in flight and resolves when it has ended. With
   * `{ letRunFinish: true }` the run in flight is left to finish (a schedule being replaced by
   * another should not cancel the sync the user is watching).
   */
  stop(options?: { letRunFinish?: boolean }): Promise<void>;
  /** A manual "sync now" through the same guard: joins the run in flight instead of overlapping. */
  runNow(): Promise<void>;
  /**
   * Re-reads the wall clock now instead of at the next timer, e.g. when the machine wakes from
   * sleep: a sync that fell due meanwhile starts at once (if online), not up to maxTimerMs later.
   */
  wake(): void;
  readonly running: boolean;
}

/**
 * Periodic sync for the desktop app and `folio serve --sync-every`: a sync runs when the last good
 * one is older than the interval, only when online, never two at once, and a machine that slept
 * or whose clock jumped catches up with one run, not one per missed interval (there is only ever
 * one timer, and every decision is made from the wall clock at that moment).
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const retryMs = options.retryMs ?? Math.min(options.intervalMs, 5 * 60_000);
  const maxTimerMs = options.maxTimerMs ?? 60_000;
  const report = options.onError ?? (() => {});
  const now = (): number => options.now().getTime();
  let stopped = true;
  let timer: unknown;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  /** No attempt before this (wall clock) after the last one, whatever came of it. */
  let notBefore: number | undefined;

  const disarm = (): void => {
    if (timer !== undefined) options.clearTimer(timer);
    timer = undefined;
  };
  const arm = (ms: number): void => {
    disarm();
    timer = options.setTimer(
      () => {
        timer = undefined;
        check();
      },
      Math.max(0, Math.min(ms, maxTimerMs)),
    );
  };

  const msUntilDue = (at: number): number => {
    // A wait longer than retryMs means the clock went back since: the wait is not to be trusted.
    if (notBefore !== undefined && at < notBefore && notBefore - at <= retryMs) {
      return notBefore - at;
    }
    const last = options.lastSyncAt()?.getTime();
    // Never synced, or synced "in the future" (the clock went back): a sync is due now.
    if (last === undefined || last > at) return 0;
    return last + options.intervalMs - at;
  };

  const check = (): void => {
    if (stopped || inFlight) return;
    let wait: number;
    try {
      wait = msUntilDue(now());
    } catch (error) {
      report(error);
      wait = retryMs;
    }
    if (wait > 0) arm(wait);
    else void attempt(true);
  };

  const attempt = (needsNetwork: boolean): Promise<void> => {
    if (inFlight) return inFlight;
    disarm();
    const run = async (): Promise<void> => {
      try {
        if (needsNetwork && !(await options.isOnline().catch(() => false))) return;
        if (needsNetwork && stopped) return;
        controller = new AbortController();
        await options.runSync(controller.signal);
      } catch (error) {
        report(error);
      }
    };
    // Cleared in a reaction, never synchronously: `inFlight` is always set before it is cleared.
    inFlight = run().finally(() => {
      controller = undefined;
      notBefore = now() + retryMs;
      inFlight = undefined;
      check();
    });
    return inFlight;
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      check();
    },
    async stop({ letRunFinish = false } = {}) {
      stopped = true;
      disarm();
      if (!letRunFinish) controller?.abort();
      await inFlight;
    },
    runNow: () => attempt(false),
    wake() {
      if (stopped || inFlight) return;
      // The retry pause still holds: waking often must not turn into syncing often.
      disarm();
      check();
    },
    get running() {
      return inFlight !== undefined;
    },
  };
}
