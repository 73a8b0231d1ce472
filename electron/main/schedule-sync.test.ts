import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/folio-api.ts';
import type { SyncController } from '../../core/api/sync-controller.ts';
import { tempCache } from '../../core/mirror/testing/mirror-harness.ts';
import { FakeClock, settle } from '../../core/schedule/testing/fake-clock.ts';
import type { Cache } from '../../core/store/open-cache.ts';
import { createSyncSchedule } from './schedule-sync.ts';

const MIN = 60_000;
let cache: Cache | undefined;
afterEach(() => cache?.close());

/** A controller whose runs last until `finish()`; the cache stays never-synced, so always due. */
function fakeSync() {
  let finish = (): void => {};
  let idle = Promise.resolve();
  let running = false;
  const sync = {
    start: vi.fn(() => {
      if (running) return Promise.reject(new ApiError('busy', 'a sync is already running'));
      running = true;
      idle = new Promise<void>(
        (resolve) =>
          (finish = () => {
            running = false;
            resolve();
          }),
      );
      return Promise.resolve({});
    }),
    cancel: vi.fn(() => finish()),
    whenIdle: () => idle,
    // No feed subscriptions: the schedule asks the OS whether it is online, as before feeds.
    listFeeds: () => [],
  };
  return { sync, finish: () => finish() };
}

function setup() {
  cache = tempCache();
  const clock = new FakeClock('2025-03-01T08:00:00.000Z');
  const power = new EventEmitter();
  const online = { value: true };
  const isOnline = vi.fn(() => online.value);
  const { sync, finish } = fakeSync();
  const errors: unknown[] = [];
  const schedule = createSyncSchedule({
    sync: sync as unknown as SyncController,
    cache,
    isOnline,
    powerMonitor: power,
    onError: (error) => errors.push(error),
    clock,
    retryMs: 5 * MIN,
  });
  return { clock, power, online, isOnline, sync, finish, errors, schedule };
}

describe('createSyncSchedule (the app’s periodic sync)', () => {
  it('is off for null, and starts a due sync when the setting turns it on (only online)', async () => {
    const h = setup();
    h.schedule.apply(null);
    await h.clock.advance(10 * MIN);
    expect(h.isOnline).not.toHaveBeenCalled();
    h.online.value = false;
    h.schedule.apply(24);
    await settle();
    expect(h.isOnline).toHaveBeenCalledTimes(1);
    expect(h.sync.start).not.toHaveBeenCalled();
    h.online.value = true;
    await h.clock.advance(5 * MIN);
    expect(h.sync.start).toHaveBeenCalledTimes(1);
    h.finish();
    await h.schedule.stop();
    expect(h.errors).toEqual([]);
  });

  it('the same setting again changes nothing; a new one replaces the schedule without cancelling the run', async () => {
    const h = setup();
    h.schedule.apply(24);
    await settle();
    expect(h.sync.start).toHaveBeenCalledTimes(1);
    h.schedule.apply(24);
    await settle();
    expect(h.clock.pending).toBe(0); // the one run is in flight, nothing else armed
    h.schedule.apply(6);
    await settle();
    // The new schedule found the run going (the controller said busy) and waits its turn.
    expect(h.sync.cancel).not.toHaveBeenCalled();
    expect(h.sync.start).toHaveBeenCalledTimes(2);
    h.finish();
    await h.clock.advance(5 * MIN);
    expect(h.sync.start).toHaveBeenCalledTimes(3);
    h.finish();
    h.schedule.apply(null);
    await settle();
    expect(h.clock.pending).toBe(0);
    await h.clock.advance(60 * MIN);
    expect(h.sync.start).toHaveBeenCalledTimes(3);
    await h.schedule.stop();
    expect(h.errors).toEqual([]);
  });

  it('on resume it checks at once instead of at the next timer', async () => {
    const h = setup();
    h.online.value = false;
    h.schedule.apply(24);
    await settle();
    h.online.value = true;
    h.clock.sleep(8 * 60 * MIN); // a night asleep: the wall clock moved, the timer did not
    h.power.emit('resume');
    await settle();
    expect(h.sync.start).toHaveBeenCalledTimes(1);
    h.finish();
    await h.schedule.stop();
    expect(h.power.listenerCount('resume')).toBe(0);
  });

  it('stop() cancels a scheduled run in flight', async () => {
    const h = setup();
    h.schedule.apply(24);
    await settle();
    await h.schedule.stop();
    expect(h.sync.cancel).toHaveBeenCalledTimes(1);
    expect(h.clock.pending).toBe(0);
  });
});
