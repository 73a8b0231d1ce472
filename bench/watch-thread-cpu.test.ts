import { describe, expect, it } from 'vitest';
import { groupThreadCpu, watchThreadCpu } from './watch-thread-cpu.ts';
import type { ThreadSample } from './watch-thread-cpu.ts';

const sample = (pid: number, tid: number, comm: string, ms: number): [number, ThreadSample] => [
  tid,
  { pid, tid, comm, cpuNs: ms * 1e6 },
];

describe('groupThreadCpu', () => {
  it("sorts a node process's threads into main, workers, V8's helpers and the rest", () => {
    const samples = new Map([
      sample(10, 10, 'MainThread', 1500),
      sample(10, 11, 'WorkerThread', 2000),
      sample(10, 12, 'WorkerThread', 1800),
      sample(10, 13, 'V8Worker', 700),
      sample(10, 14, 'V8 DefaultWorke', 100),
      sample(10, 15, 'libuv-worker', 5),
      // GNU time, the parent of the sync: not the sync's CPU.
      sample(9, 9, 'time', 50),
    ]);
    expect(groupThreadCpu(samples, new Set([10]))).toEqual({
      mainMs: 1500,
      workersMs: 3800,
      v8HelpersMs: 800,
      otherMs: 5,
    });
  });
});

describe('watchThreadCpu', () => {
  it('is undefined for a process that does not exist', () => {
    expect(watchThreadCpu(undefined)).toBeUndefined();
    expect(watchThreadCpu(2 ** 22 + 1)).toBeUndefined();
  });
});
