import { describe, expect, it } from 'vitest';
import type { Scheduler } from './create-scheduler.ts';
import { createScheduler } from './create-scheduler.ts';
import { FakeClock, settle } from './testing/fake-clock.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

interface Harness {
  clock: FakeClock;
  scheduler: Scheduler;
  runs: Date[];
  online: { value: boolean };
  last: { value: Date | null };
  errors: unknown[];
  /** When set, runs wait for this before finishing (to observe overlap). */
  gate: { wait?: Promise<void> };
  signals: AbortSignal[];
  fail: { next: boolean };
}

function setup(lastSync: string | null = null): Harness {
  const clock = new FakeClock('2025-03-01T08:00:00.000Z');
  const h: Omit<Harness, 'scheduler'> = {
    clock,
    runs: [],
    online: { value: true },
    last: { value: lastSync ? new Date(lastSync) : null },
    errors: [],
    gate: {},
    signals: [],
    fail: { next: false },
  };
  const scheduler = createScheduler({
    intervalMs: DAY,
    retryMs: 5 * MIN,
    maxTimerMs: MIN,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    isOnline: () => Promise.resolve(h.online.value),
    lastSyncAt: () => h.last.value,
    onError: (error) => h.errors.push(error),
    runSync: async (signal) => {
      h.runs.push(clock.now());
      h.signals.push(signal);
      await h.gate.wait;
      if (h.fail.next) {
        h.fail.next = false;
        throw new Error('network went away');
      }
      // A good sync moves "last good sync" to when it ended.
      h.last.value = clock.now();
    },
  });
  return { ...h, scheduler };
}

describe('createScheduler', () => {
  it('syncs at start when it never synced, then once per interval', async () => {
    const h = setup();
    h.scheduler.start();
    await settle();
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(DAY - MIN);
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(2);
    await h.clock.advance(3 * DAY);
    expect(h.runs.map((d) => d.toISOString().slice(0, 13))).toEqual([
      '2025-03-01T08',
      '2025-03-02T08',
      '2025-03-03T08',
      '2025-03-04T08',
      '2025-03-05T08',
    ]);
  });

  it('waits for the interval to pass since the last good sync', async () => {
    const h = setup('2025-03-01T02:00:00.000Z');
    h.scheduler.start();
    await h.clock.advance(17 * HOUR + 59 * MIN);
    expect(h.runs).toHaveLength(0);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(1);
    expect(h.runs[0]!.toISOString()).toBe('2025-03-02T02:00:00.000Z');
  });

  it('syncs only when online, and retries later while offline', async () => {
    const h = setup();
    h.online.value = false;
    h.scheduler.start();
    await h.clock.advance(12 * MIN);
    expect(h.runs).toHaveLength(0);
    h.online.value = true;
    await h.clock.advance(5 * MIN);
    expect(h.runs).toHaveLength(1);
  });

  it('never runs two syncs at once: ticks and "sync now" join the run in flight', async () => {
    const h = setup();
    let release!: () => void;
    h.gate.wait = new Promise((resolve) => (release = resolve));
    h.scheduler.start();
    await settle();
    expect(h.scheduler.running).toBe(true);
    // A run that takes three days: every tick in between finds it running.
    await h.clock.advance(3 * DAY);
    const manual = h.scheduler.runNow();
    expect(h.runs).toHaveLength(1);
    h.gate.wait = undefined;
    release();
    await manual;
    expect(h.scheduler.running).toBe(false);
    expect(h.runs).toHaveLength(1);
    // The next one is an interval after the one that just ended.
    await h.clock.advance(DAY - MIN);
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(2);
  });

  it('catches up after the machine slept: one run, soon after waking, not one per missed day', async () => {
    const h = setup();
    h.scheduler.start();
    await settle();
    expect(h.runs).toHaveLength(1);
    h.clock.sleep(5 * DAY); // suspended: the wall clock moves, timers do not
    await settle();
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(2);
    await h.clock.advance(HOUR);
    expect(h.runs).toHaveLength(2);
  });

  it('a timer that fires days late, or a clock jump, triggers one run', async () => {
    const h = setup();
    h.scheduler.start();
    await settle();
    await h.clock.fireLate(4 * DAY);
    expect(h.runs).toHaveLength(2);
    await h.clock.advance(HOUR);
    expect(h.runs).toHaveLength(2);
    h.clock.sleep(2 * DAY); // NTP jumps the clock forward
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(3);
  });

  it('a clock set back before the last sync runs once, then waits a full interval', async () => {
    const h = setup('2025-03-05T08:00:00.000Z'); // "last sync" four days ahead of the clock
    h.scheduler.start();
    await settle();
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(DAY - MIN);
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(2);
  });

  it('after a failed run it reports the error and retries later, not at once', async () => {
    const h = setup();
    h.fail.next = true;
    h.scheduler.start();
    await settle();
    expect(h.runs).toHaveLength(1);
    expect(String(h.errors[0])).toMatch(/network went away/);
    await h.clock.advance(4 * MIN);
    expect(h.runs).toHaveLength(1);
    await h.clock.advance(MIN);
    expect(h.runs).toHaveLength(2);
    await h.clock.advance(HOUR);
    expect(h.runs).toHaveLength(2);
  });

  it('stop() aborts the run in flight and no timer fires afterwards', async () => {
    const h = setup();
    let release!: () => void;
    h.gate.wait = new Promise((resolve) => (release = resolve));
    h.scheduler.start();
    await settle();
    const stopped = h.scheduler.stop();
    expect(h.signals[0]!.aborted).toBe(true);
    release();
    await stopped;
    expect(h.clock.pending).toBe(0);
    await h.clock.advance(10 * DAY);
    expect(h.runs).toHaveLength(1);
  });

  it('wake() after sleep starts the due run at once, and is a no-op when nothing is due', async () => {
    const h = setup();
    h.scheduler.start();
    await settle();
    h.scheduler.wake();
    await settle();
    expect(h.runs).toHaveLength(1);
    h.clock.sleep(2 * DAY);
    h.scheduler.wake();
    await settle();
    expect(h.runs).toHaveLength(2);
    expect(h.clock.pending).toBe(1);
  });

  it('stop({ letRunFinish }) leaves the run in flight alone and arms nothing after it', async () => {
    const h = setup();
    let release!: () => void;
    h.gate.wait = new Promise((resolve) => (release = resolve));
    h.scheduler.start();
    await settle();
    const stopped = h.scheduler.stop({ letRunFinish: true });
    expect(h.signals[0]!.aborted).toBe(false);
    release();
    await stopped;
    expect(h.clock.pending).toBe(0);
  });
});
