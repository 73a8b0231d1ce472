import { describe, expect, it } from 'vitest';
import { benchQueries } from './bench-queries.ts';
import { measureSearch } from './measure-search.ts';
import { percentile } from './percentile.ts';

describe('measureSearch', () => {
  it('times every query each round after a warm-up, and lists queries without hits', () => {
    const calls: string[] = [];
    const result = measureSearch(
      (query) => {
        calls.push(query);
        return query === 'palimpsest' ? [] : [{ title: query }];
      },
      benchQueries,
      3,
    );
    expect(benchQueries.length).toBeGreaterThanOrEqual(28);
    expect(calls).toHaveLength(benchQueries.length * 4);
    expect(result).toMatchObject({
      queries: benchQueries.length,
      samples: benchQueries.length * 3,
      empty: ['palimpsest'],
    });
    expect(result.p50Ms).toBeGreaterThanOrEqual(0);
    expect(result.p95Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result.cpuP95Ms).toBeGreaterThanOrEqual(result.cpuP50Ms ?? Infinity);
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
