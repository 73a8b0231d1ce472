import { formatTable } from '../format-table.ts';
import type { RankedHit, Summary } from './score-queries.ts';

export interface ComparisonReport {
  queries: number;
  docsets: readonly string[];
  folio: Summary;
  sphinx: Summary;
  byKind: ReadonlyArray<{ kind: string; folio: Summary; sphinx: Summary }>;
  latency: {
    p50Ms: number;
    p95Ms: number;
    pythonP50Ms: number;
    pythonP95Ms: number;
    cpuP50Ms: number;
    cpuP95Ms: number;
    pythonCpuP95Ms: number;
    loadAverage: number;
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => x.toFixed(3);
const ms = (x: number) => `${x.toFixed(2)} ms`;

/**
 * The side-by-side table and the targets of issue 11, each marked met or not met. Being ahead of
 * Sphinx means strictly better on every quality metric, more distinct pages in the top 10 included.
 */
export function printComparison(
  report: ComparisonReport,
  options: {
    verbose: boolean;
    misses: ReadonlyArray<{ query: string; folio: number; sphinx: number; top?: RankedHit }>;
  },
): string {
  const { folio, sphinx, latency } = report;
  const metrics: Array<[string, keyof Summary, (x: number) => string]> = [
    ['top-1', 'top1', pct],
    ['top-3', 'top3', pct],
    ['MRR@10', 'mrr10', num],
    ['right section at top-1', 'sectionTop1', pct],
    ['distinct pages in top 10', 'distinctPages10', (x) => x.toFixed(2)],
  ];
  const rows = [
    ['metric', 'Folio', 'Sphinx'],
    ...metrics.map(([label, key, format]) => [label, format(folio[key]), format(sphinx[key])]),
    ['Folio p50 / p95, all queries', `${ms(latency.p50Ms)} / ${ms(latency.p95Ms)}`, ''],
    ['Folio p50 / p95, Python docs', `${ms(latency.pythonP50Ms)} / ${ms(latency.pythonP95Ms)}`, ''],
    ['Folio CPU p50 / p95, all queries', `${ms(latency.cpuP50Ms)} / ${ms(latency.cpuP95Ms)}`, ''],
    ['Folio CPU p95, Python docs', ms(latency.pythonCpuP95Ms), ''],
  ];
  const kinds = [
    ['kind', 'queries', 'Folio top-3', 'Sphinx top-3', 'Folio MRR', 'Sphinx MRR'],
    ...report.byKind.map((k) => [
      k.kind,
      String(k.folio.queries),
      pct(k.folio.top3),
      pct(k.sphinx.top3),
      num(k.folio.mrr10),
      num(k.sphinx.mrr10),
    ]),
  ];
  const ahead = metrics.every(([, key]) => folio[key] > sphinx[key]);
  const targets: Array<[string, boolean]> = [
    ['top-3 >= 90%', folio.top3 >= 0.9],
    ['MRR@10 >= 0.85', folio.mrr10 >= 0.85],
    ['ahead of Sphinx on every metric', ahead],
    ['p95 <= 15 ms on the Python docs', latency.pythonP95Ms <= 15],
  ];
  const lines = [
    `${report.queries} judged queries over ${report.docsets.join(', ')}; each search on its own doc set`,
    `load average ${latency.loadAverage.toFixed(1)} when timed (wall time includes other processes' work; CPU time does not)`,
    '',
    formatTable(rows),
    '',
    formatTable(kinds),
    '',
    ...targets.map(([label, met]) => `${met ? 'met    ' : 'NOT met'}  ${label}`),
  ];
  if (options.verbose) {
    lines.push('', 'Folio misses (first accepted page not in its top 3):');
    for (const m of options.misses) {
      const top = m.top ? `${m.top.path}${m.top.anchor ? `#${m.top.anchor}` : ''}` : '(nothing)';
      lines.push(
        `  ${m.query}  [Folio rank ${m.folio || '-'}, Sphinx ${m.sphinx || '-'}]  top: ${top}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
