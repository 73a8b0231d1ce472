import { roundsOf } from './alternate-with-wget.ts';
import type {
  BenchReport,
  SyncMeasurement,
  SyncWgetPair,
  WgetMeasurement,
} from './bench-report.ts';
import type { ThreadCpu } from './watch-thread-cpu.ts';
import { evaluateTargets } from './evaluate-targets.ts';
import { formatTable } from './format-table.ts';
import { formatBytes } from '../core/fetch/format-units.ts';
import { formatDuration } from './format-units.ts';

/** Writes the measurements and the targets (met / not met / n/a) as two tables. */
export function printReport(report: BenchReport, write: (text: string) => void): void {
  const { firstSync, resync, search, uiSearch, wget } = report;
  const dash = '-';
  const perSecond = firstSync
    ? `${(report.pages / (firstSync.ms / 1000)).toFixed(0)} pages/s`
    : dash;
  const exit = (code: number | undefined) =>
    code === undefined || code === 0 ? '' : ` (exit ${code})`;
  const measurements: string[][] = [
    ['Measurement', 'Value'],
    ['site', `${report.pages} pages, ${formatBytes(report.htmlBytes)} HTML, seed ${report.seed}`],
    ['generate site', formatDuration(report.generateMs)],
    [
      'first sync',
      firstSync ? `${formatDuration(firstSync.ms)}, ${perSecond}${exit(firstSync.exitCode)}` : dash,
    ],
    ['first sync CPU by thread', describeThreadCpu(firstSync?.threadCpu)],
    ['pages stored', report.pagesStored === undefined ? dash : String(report.pagesStored)],
    ['re-sync (unchanged)', resync ? `${formatDuration(resync.ms)}${exit(resync.exitCode)}` : dash],
    [
      'peak RSS (sync)',
      firstSync?.peakRssBytes === undefined
        ? dash
        : `${formatBytes(firstSync.peakRssBytes)} (${firstSync.rssMethod})`,
    ],
    ['cache (.db + -wal)', report.cacheBytes === undefined ? dash : formatBytes(report.cacheBytes)],
    [
      'search p50 / p95',
      search
        ? `${formatDuration(search.p50Ms)} / ${formatDuration(search.p95Ms)} (${search.samples} runs of ${search.queries} queries)`
        : dash,
    ],
    [
      'search CPU p50 / p95',
      search?.cpuP95Ms !== undefined
        ? `${formatDuration(search.cpuP50Ms ?? 0)} / ${formatDuration(search.cpuP95Ms)}`
        : dash,
    ],
    [
      'keystroke -> painted p50 / p95',
      uiSearch
        ? `${formatDuration(uiSearch.p50Ms)} / ${formatDuration(uiSearch.p95Ms)} (${uiSearch.samples} keys of ${uiSearch.queries} queries, ${uiSearch.debounceMs} ms debounce included)`
        : dash,
    ],
    [
      'request -> painted p50 / p95',
      uiSearch
        ? `${formatDuration(uiSearch.afterRequestP50Ms)} / ${formatDuration(uiSearch.afterRequestP95Ms)} (the same keys, debounce excluded)`
        : dash,
    ],
    [
      'response -> painted p50 / p95',
      uiSearch
        ? `${formatDuration(uiSearch.afterResponseP50Ms)} / ${formatDuration(uiSearch.afterResponseP95Ms)} (the renderer's share)`
        : dash,
    ],
    [
      'keystroke floor p50 / p95',
      uiSearch?.floor
        ? `${formatDuration(uiSearch.floor.p50Ms)} / ${formatDuration(uiSearch.floor.p95Ms)} (a bare page that only fetches and writes one line, ${uiSearch.floor.samples} keys)`
        : dash,
    ],
    [
      'extraction CPU per real Sphinx page',
      report.extractionCpu
        ? `${report.extractionCpu.allThreadsMsPerPage.toFixed(2)} ms with V8's helper threads, ${report.extractionCpu.cpuMsPerPage.toFixed(2)} in the worker (${report.extractionCpu.pages} pages; target <= 3.5 ms: ${report.extractionCpu.allThreadsMsPerPage <= 3.5 ? 'met' : 'not met'})`
        : dash,
    ],
    [
      'wget -r -np',
      wget
        ? `${formatDuration(wget.ms)}, ${wget.files} files${exit(wget.exitCode === 8 ? 0 : wget.exitCode)}`
        : dash,
    ],
    ['first sync / wget, by round', describeRounds(firstSync, wget, report.pairs)],
  ];
  if (report.startup)
    measurements.push([
      'start-up: --help / search (median)',
      `${formatDuration(report.startup.helpMs)} / ${formatDuration(report.startup.searchMs)} (${report.startup.runs} runs each by ${report.startup.timer}, "${report.startup.query}")`,
    ]);
  for (const site of report.realSites ?? []) {
    const pages = site.pagesStored === undefined ? '' : `, ${site.pagesStored} pages`;
    const rss = site.firstSync.peakRssBytes;
    measurements.push(
      [
        `${site.debianPackage}: folio sync`,
        `${formatDuration(site.firstSync.ms)}${pages}${rss === undefined ? '' : `, peak RSS ${formatBytes(rss)}`}${exit(site.firstSync.exitCode)}`,
      ],
      [`${site.debianPackage}: sync CPU by thread`, describeThreadCpu(site.firstSync.threadCpu)],
      [
        `${site.debianPackage}: re-sync`,
        `${formatDuration(site.resync.ms)}${exit(site.resync.exitCode)}`,
      ],
      [
        `${site.debianPackage}: wget -r -np`,
        site.wget
          ? `${formatDuration(site.wget.ms)}, ${site.wget.files} files, ${formatBytes(site.wget.bytes)}`
          : dash,
      ],
      [
        `${site.debianPackage}: sync / wget, by round`,
        describeRounds(site.firstSync, site.wget, site.pairs),
      ],
    );
  }
  const targets = [['Target', 'Measured', 'Status', 'Note']];
  for (const t of evaluateTargets(report))
    targets.push([t.target, t.measured, t.status, t.note ?? '']);
  const lines = [
    `Folio bench on Node ${report.node}`,
    '',
    formatTable(measurements),
    '',
    formatTable(targets),
  ];
  if (search && search.empty.length > 0)
    lines.push('', `queries with no hits: ${search.empty.join(', ')}`);
  if (uiSearch && uiSearch.timedOut.length > 0)
    lines.push('', `keystrokes with no results painted in 3 s: ${uiSearch.timedOut.join(', ')}`);
  if (uiSearch && uiSearch.slowest.length > 0) {
    const slowest = uiSearch.slowest.map((s) => `"${s.typed}" ${formatDuration(s.paintedMs)}`);
    lines.push('', `slowest keystrokes: ${slowest.join(', ')}`);
  }
  if (report.notes.length > 0) lines.push('', ...report.notes.map((note) => `note: ${note}`));
  write(`${lines.join('\n')}\n`);
}

/**
 * Where a sync's CPU went: a first sync on two cores is CPU-bound, so this says which threads a
 * faster sync has to take work from.
 */
function describeThreadCpu(cpu: ThreadCpu | undefined): string {
  if (cpu === undefined) return '-';
  const total = cpu.mainMs + cpu.workersMs + cpu.v8HelpersMs + cpu.otherMs;
  return (
    [
      `main ${formatDuration(cpu.mainMs)}`,
      `extraction workers ${formatDuration(cpu.workersMs)}`,
      `V8 helpers (GC, JIT) ${formatDuration(cpu.v8HelpersMs)}`,
      `other ${formatDuration(cpu.otherMs)}`,
    ].join(', ') + `; ${formatDuration(total)} in all (sampled from /proc)`
  );
}

/** Each round's sync and wget with their ratio, the measured first round first. */
function describeRounds(
  sync: SyncMeasurement | undefined,
  wget: WgetMeasurement | undefined,
  pairs: readonly SyncWgetPair[] | undefined,
): string {
  const rounds = roundsOf(sync, wget, pairs);
  if (rounds.length === 0) return '-';
  return rounds
    .map(({ sync: s, wget: w }) =>
      s.exitCode === 0
        ? `${formatDuration(s.ms)} / ${formatDuration(w.ms)} (${(s.ms / w.ms).toFixed(2)}x)`
        : `sync failed (exit ${s.exitCode})`,
    )
    .join(', ');
}
