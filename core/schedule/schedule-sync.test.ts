import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../api/testing/api-harness.ts';
import { createApiHarness } from '../api/testing/api-harness.ts';
import { createOnlineProbe } from './probe-online.ts';
import { lastAttemptAt, scheduleSync } from './schedule-sync.ts';
import { FakeClock, settle } from './testing/fake-clock.ts';

const DAY = 86_400_000;
let h: ApiHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function scheduled(harness: ApiHarness, online = () => Promise.resolve(true)) {
  const clock = new FakeClock(new Date().toISOString());
  const events: string[] = [];
  const errors: unknown[] = [];
  const scheduler = scheduleSync({
    sync: harness.sync,
    cache: harness.cache,
    intervalMs: DAY,
    isOnline: online,
    clock,
    onError: (error) => errors.push(error),
    onRun: (event) => events.push(event),
  });
  return { clock, events, errors, scheduler };
}

describe('scheduleSync (a real controller, cache and fixture site; a fake clock)', () => {
  it('syncs a never-synced cache at start, then is not due until the interval passes', async () => {
    h = await createApiHarness({ synced: false });
    const s = scheduled(h);
    expect(lastAttemptAt(h.cache)).toBeNull();
    s.scheduler.start();
    await expect.poll(() => s.events).toEqual(['started', 'finished']);
    expect((await h.api.listDocsets({}))[0]).toMatchObject({ pages: 5 });
    expect(lastAttemptAt(h.cache)).toBeInstanceOf(Date);
    await s.clock.advance(DAY / 2);
    expect(s.events).toEqual(['started', 'finished']);
    await s.scheduler.stop();
    expect(s.errors).toEqual([]);
  });

  it('offline: no run; a manual sync in progress counts as already running', async () => {
    h = await createApiHarness({ synced: false });
    const offline = scheduled(h, () => Promise.resolve(false));
    offline.scheduler.start();
    await settle();
    expect(offline.events).toEqual([]);
    expect(h.sync.getState().running).toBe(false);
    await offline.scheduler.stop();

    const slow = h.site.use(async () => {
      await new Promise((r) => setTimeout(r, 300));
      return false;
    });
    await h.api.startSync({});
    const s = scheduled(h);
    s.scheduler.start();
    await expect.poll(() => s.events).toEqual(['already-running']);
    slow();
    await h.sync.whenIdle();
    await s.scheduler.stop();
  });

  it('stop() cancels the scheduled run in flight; the cache keeps what was stored', async () => {
    h = await createApiHarness({ synced: false });
    const slow = h.site.use(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return false;
    });
    const s = scheduled(h);
    s.scheduler.start();
    await expect.poll(() => s.events).toEqual(['started']);
    await s.scheduler.stop();
    slow();
    expect(s.events).toEqual(['started', 'finished']);
    expect(h.sync.getState()).toMatchObject({ running: false });
    expect(h.sync.getState().docsets[0]?.state).toBe('cancelled');
  });
});

describe('createOnlineProbe', () => {
  it('any HTTP answer is online; a refused connection or a timeout is offline', async () => {
    h = await createApiHarness({ synced: false });
    expect(await createOnlineProbe({ urls: () => Promise.resolve([h!.entry]) })()).toBe(true);
    expect(
      await createOnlineProbe({ urls: () => Promise.resolve([`${h!.site.url}/missing`]) })(),
    ).toBe(true);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await createOnlineProbe({ urls: () => Promise.resolve([`http://127.0.0.1:${port}/`]) })(),
    ).toBe(false);

    const hang = h.site.use(() => new Promise(() => {}));
    const probe = createOnlineProbe({ urls: () => Promise.resolve([h!.entry]), timeoutMs: 100 });
    expect(await probe()).toBe(false);
    hang();
  });
});
