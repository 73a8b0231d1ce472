import { getHeapStatistics } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadBufferSchedule, releaseDeadBuffers } from './release-dead-buffers.ts';

const scope = globalThis as { gc?: unknown };
const original = scope.gc;
afterEach(() => {
  scope.gc = original;
});

describe('releaseDeadBuffers', () => {
  it('starts an incremental major collection once buffers pass the limit', () => {
    const gc = vi.fn(() => Promise.resolve());
    scope.gc = gc;
    // Whatever this test process holds already, plus 16 MB.
    const limit = getHeapStatistics().external_memory + 16 * 1024 * 1024;
    releaseDeadBuffers(limit);
    expect(gc).not.toHaveBeenCalled();
    const held = new ArrayBuffer(32 * 1024 * 1024);
    releaseDeadBuffers(limit);
    expect(held.byteLength).toBeGreaterThan(0);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async' });
  });

  it('leaves collection to V8 when the process has no gc exposed', () => {
    scope.gc = undefined;
    const held = new ArrayBuffer(32 * 1024 * 1024);
    expect(() => releaseDeadBuffers()).not.toThrow();
    expect(held.byteLength).toBeGreaterThan(0);
  });
});

describe('DeadBufferSchedule', () => {
  it('checks every 50 pages that came with a body, and never for 304s', () => {
    const release = vi.fn();
    const schedule = new DeadBufferSchedule(release);
    for (let i = 0; i < 1000; i++) schedule.pageDone(0);
    expect(release).not.toHaveBeenCalled();
    for (let i = 0; i < 49; i++) schedule.pageDone(2048);
    expect(release).not.toHaveBeenCalled();
    schedule.pageDone(2048);
    expect(release).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i++) schedule.pageDone(i % 2 === 0 ? 0 : 10);
    expect(release).toHaveBeenCalledTimes(2);
  });
});
