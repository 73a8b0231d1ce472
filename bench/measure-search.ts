import type { SearchMeasurement } from './bench-report.ts';
import { percentile } from './percentile.ts';

/** A search function over an open cache: one call per query, returning its hits. */
export type SearchFn = (query: string) => readonly unknown[];

/**
 * Times each query `rounds` times after one untimed warm-up round (which fills SQLite's page
 * cache, as a desktop search box that has been used once would be).
 */
export function measureSearch(
  search: SearchFn,
  queries: readonly string[],
  rounds = 5,
): SearchMeasurement {
  const empty = queries.filter((query) => search(query).length === 0);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      search(query);
      samples.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return {
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    cpuP50Ms: percentile(cpu, 50),
    cpuP95Ms: percentile(cpu, 95),
    queries: queries.length,
    samples: samples.length,
    empty,
  };
}
