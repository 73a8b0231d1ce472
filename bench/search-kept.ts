import { parseArgs } from 'node:util';
import { benchQueries } from './bench-queries.ts';
import { measureSearch } from './measure-search.ts';
import { openEngineSearch } from './open-engine-search.ts';
import { percentile } from './percentile.ts';

// `node bench/search-kept.ts --cache bench/out/run-10000-…/folio.db [--typed] [--slowest N]`:
// the bench's search measure against a cache a `npm run bench -- --keep` run left behind, so a
// change to search can be timed in seconds rather than a full bench's minutes. `--typed` times
// every prefix of every query too, as the search box sends them keystroke by keystroke.
const { values } = parseArgs({
  options: {
    cache: { type: 'string' },
    typed: { type: 'boolean', default: false },
    slowest: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '5' },
  },
});
if (!values.cache) {
  console.error('usage: node bench/search-kept.ts --cache FILE [--typed] [--slowest N]');
  process.exit(2);
}

const queries = values.typed
  ? [...new Set(benchQueries.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1))))]
  : benchQueries;
const engine = openEngineSearch(values.cache);
try {
  // Each query once on a fresh connection: what a query costs before any cache holds its
  // snippets (SQLite's page cache aside), beside the bench's warm figure below.
  const first = queries.map((query) => {
    const started = performance.now();
    engine.search(query);
    return performance.now() - started;
  });
  console.log(
    `first pass: p50 ${percentile(first, 50).toFixed(2)} ms, p95 ${percentile(first, 95).toFixed(2)} ms`,
  );
  const result = measureSearch(engine.search, queries, Number(values.rounds));
  console.log(
    `${result.queries} queries × ${values.rounds}: p50 ${result.p50Ms.toFixed(2)} ms, ` +
      `p95 ${result.p95Ms.toFixed(2)} ms (CPU p50 ${(result.cpuP50Ms ?? NaN).toFixed(2)}, ` +
      `p95 ${(result.cpuP95Ms ?? NaN).toFixed(2)})` +
      (result.empty.length ? `; empty: ${result.empty.join(', ')}` : ''),
  );
  // The slowest queries by their median, to see where the tail comes from.
  const medians = queries.map((query) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      engine.search(query);
      times.push(performance.now() - started);
    }
    return { query, ms: times.sort((a, b) => a - b)[2]! };
  });
  medians.sort((a, b) => b.ms - a.ms);
  for (const { query, ms } of medians.slice(0, Number(values.slowest))) {
    console.log(`  ${ms.toFixed(2).padStart(6)} ms  ${query}`);
  }
} finally {
  engine.close();
}
