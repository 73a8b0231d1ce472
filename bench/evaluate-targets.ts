import { medianWgetRatio, roundsOf } from './alternate-with-wget.ts';
import type { BenchReport, SyncWgetPair, TargetResult, TargetStatus } from './bench-report.ts';
import { formatBytes } from '../core/fetch/format-units.ts';
import { formatDuration } from './format-units.ts';
import { percentile } from './percentile.ts';

/** The scale at which the search and memory targets are specified. */
export const specifiedPages = 10_000;

const statusOf = (value: number, limit: number): TargetStatus =>
  Number.isFinite(value) ? (value <= limit ? 'met' : 'not met') : 'n/a';

/** Checks a report against Folio's performance targets; a missing measurement is "n/a". */
export function evaluateTargets(report: BenchReport): TargetResult[] {
  const { firstSync, resync, wget, search, uiSearch } = report;
  const synced = firstSync?.exitCode === 0 ? firstSync : undefined;
  const failed = firstSync && !synced ? `sync failed (exit ${firstSync.exitCode})` : undefined;
  const scale =
    report.pages === specifiedPages
      ? undefined
      : `specified at ${specifiedPages.toLocaleString('en')} pages; this run has ${report.pages.toLocaleString('en')}`;
  const results: TargetResult[] = [];
  const add = (
    target: string,
    value: number | undefined,
    limit: number,
    measured: string,
    note?: string,
  ) => {
    results.push({
      target,
      measured: value === undefined ? '-' : measured,
      status: value === undefined ? 'n/a' : statusOf(value, limit),
      ...(note ? { note } : {}),
    });
  };

  const rounds = roundsOf(synced, wget, report.pairs);
  const wgetRatio = synced ? medianWgetRatio(rounds) : undefined;
  add(
    'first sync <= 2.0x wget -r',
    wgetRatio,
    2,
    describeRatio(wgetRatio, rounds),
    failed ?? (wget ? undefined : 'wget not on PATH'),
  );
  const resyncRatio = synced && resync?.exitCode === 0 ? resync.ms / synced.ms : undefined;
  add(
    're-sync (unchanged) <= 0.1x first sync',
    resyncRatio,
    0.1,
    `${resyncRatio?.toFixed(2)}x (${formatDuration(resync?.ms ?? 0)})`,
    failed ??
      (resync && resync.exitCode !== 0 ? `re-sync failed (exit ${resync.exitCode})` : undefined),
  );
  add(
    'search p95 <= 10 ms',
    search?.p95Ms,
    10,
    formatDuration(search?.p95Ms ?? 0),
    scale ?? failed,
  );
  // The debounce is inside every sample (a user waits for it too), so say how much of it is.
  const debounce =
    uiSearch && Number.isFinite(uiSearch.debounceMs)
      ? `includes the ${uiSearch.debounceMs} ms debounce; request to paint p95 ${formatDuration(uiSearch.afterRequestP95Ms)}`
      : undefined;
  // The bare page's p95 says how much of the figure any fetch-backed search box pays here.
  const floor = uiSearch?.floor
    ? `a bare fetch-and-print page measures p95 ${formatDuration(uiSearch.floor.p95Ms)}`
    : undefined;
  add(
    'search keystroke -> results painted p95 <= 30 ms',
    uiSearch?.p95Ms,
    30,
    formatDuration(uiSearch?.p95Ms ?? 0),
    [scale, failed ?? debounce, failed ? undefined : floor].filter(Boolean).join('; ') || undefined,
  );
  const cacheRatio =
    synced && report.cacheBytes !== undefined ? report.cacheBytes / report.htmlBytes : undefined;
  add(
    'cache <= 0.3x raw HTML',
    cacheRatio,
    0.3,
    `${cacheRatio?.toFixed(2)}x (${formatBytes(report.cacheBytes ?? 0)} of ${formatBytes(report.htmlBytes)})`,
    failed,
  );
  // Every round's sync is the same command on the same site: the target holds only if each does.
  const peaks = rounds.map((round) => round.sync.peakRssBytes ?? 0);
  const rss = synced?.peakRssBytes === undefined ? undefined : Math.max(...peaks);
  add(
    'peak RSS of sync <= 300 MB',
    rss === undefined ? undefined : rss / 2 ** 20,
    300,
    formatBytes(rss ?? 0),
    scale ?? failed ?? (synced && rss === undefined ? 'RSS not measurable here' : undefined),
  );
  for (const [command, ms] of [
    ['folio --help', report.startup?.helpMs],
    ['folio search', report.startup?.searchMs],
  ] as const)
    add(`${command} start to exit <= 150 ms`, ms, 150, formatDuration(ms ?? 0));
  for (const site of report.realSites ?? []) {
    const ok = site.firstSync.exitCode === 0 ? site.firstSync : undefined;
    const siteRounds = roundsOf(ok, site.wget, site.pairs);
    const ratio = ok ? medianWgetRatio(siteRounds) : undefined;
    add(
      `${site.debianPackage}: whole folio sync <= wget -r`,
      ratio,
      1,
      describeRatio(ratio, siteRounds),
      ok
        ? site.wget
          ? undefined
          : 'wget not on PATH'
        : `sync failed (exit ${site.firstSync.exitCode})`,
    );
  }
  return results;
}

function describeRatio(ratio: number | undefined, rounds: readonly SyncWgetPair[]): string {
  const ok = rounds.filter((r) => r.sync.exitCode === 0);
  const median = (ms: number[]) => formatDuration(percentile(ms, 50));
  const sync = median(ok.map((r) => r.sync.ms));
  const wget = median(ok.map((r) => r.wget.ms));
  if (ok.length <= 1) return `${ratio?.toFixed(2)}x (${sync} vs ${wget})`;
  return `${ratio?.toFixed(2)}x (median of ${ok.length} alternated rounds; medians ${sync} vs ${wget})`;
}
