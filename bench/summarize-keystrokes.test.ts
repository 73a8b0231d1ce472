import { describe, expect, it } from 'vitest';
import type { KeystrokeSample } from './bench-report.ts';
import { parseDebounceMs, summarizeKeystrokes } from './summarize-keystrokes.ts';

const key = (typed: string, paintedMs: number, requestMs?: number, responseMs?: number) => ({
  query: 'q',
  typed,
  paintedMs,
  ...(requestMs === undefined ? {} : { requestMs }),
  ...(responseMs === undefined ? {} : { responseMs }),
});

describe('summarizeKeystrokes', () => {
  it('takes nearest-rank percentiles of keydown to paint, debounce included', () => {
    const samples: KeystrokeSample[] = Array.from({ length: 20 }, (_, i) =>
      key(`k${i}`, 70 + i * 10, 62, 65 + i * 5),
    );
    const summary = summarizeKeystrokes(samples, [], 3, 60);
    expect(summary).toMatchObject({ p50Ms: 160, p95Ms: 250, samples: 20, queries: 3 });
    // Request to paint drops the 62 ms before the request left the page.
    expect(summary.afterRequestP50Ms).toBe(98);
    expect(summary.afterRequestP95Ms).toBe(188);
    expect(summary.afterResponseP50Ms).toBe(50);
    expect(summary.debounceMs).toBe(60);
    expect(summary.slowest.map((s) => s.typed)).toEqual(['k19', 'k18', 'k17', 'k16', 'k15']);
  });

  it('splits only keystrokes whose request was seen, and lists timeouts apart', () => {
    const summary = summarizeKeystrokes([key('a', 100), key('ab', 90, 60, 70)], ['abc'], 1, 60);
    expect(summary.p95Ms).toBe(100);
    expect(summary.afterRequestP50Ms).toBe(30);
    expect(summary.afterRequestP95Ms).toBe(30);
    expect(summary.timedOut).toEqual(['abc']);
  });

  it('gives NaN, not zero, when nothing painted', () => {
    const summary = summarizeKeystrokes([], ['a'], 1, 60);
    expect(summary.p95Ms).toBeNaN();
    expect(summary.afterRequestP95Ms).toBeNaN();
    expect(summary.slowest).toEqual([]);
  });
});

describe('parseDebounceMs', () => {
  it('reads the constant from the hook, or 0 when the hook has none', () => {
    expect(parseDebounceMs('const DEBOUNCE_MS = 60;\nconst LIMIT = 40;')).toBe(60);
    expect(parseDebounceMs('export const delay = 60;')).toBe(0);
  });
});
