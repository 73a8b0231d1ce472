import type { ExtractionCpu } from './measure-extraction.ts';
import type { ThreadCpu } from './watch-thread-cpu.ts';

/** One run of `folio sync` as a child process. */
export interface SyncMeasurement {
  ms: number;
  exitCode: number;
  /** Peak resident memory of the sync process, when it could be measured. */
  peakRssBytes: number | undefined;
  /** How the peak was measured: `time` = GNU time's %M (kernel rusage), `vmhwm` = /proc polling. */
  rssMethod: 'time' | 'vmhwm' | 'none';
  /** CPU by kind of thread (main, extraction workers, V8's helpers), sampled from /proc. */
  threadCpu?: ThreadCpu;
  /** NDJSON lines the sync printed, and the last one (its summary). */
  events: number;
  summary: unknown;
  /** The end of stderr, to explain a failure. */
  stderrTail: string;
}

export interface SearchMeasurement {
  p50Ms: number;
  p95Ms: number;
  /**
   * The same searches in CPU time (this process, user + system): on a shared machine wall time
   * also counts other processes' work, and before/after comparisons need this one.
   */
  cpuP50Ms?: number;
  cpuP95Ms?: number;
  queries: number;
  samples: number;
  /** Queries that found nothing: a hint that the query set or the index is off. */
  empty: string[];
}

/** One keystroke in the search box, timed in the page (ms from its keydown). */
export interface KeystrokeSample {
  query: string;
  /** The text typed so far. */
  typed: string;
  /** Keydown to the first frame painted with this text's results (the debounce included). */
  paintedMs: number;
  /** Keydown to the search request leaving the page (debounce + React), when it was seen. */
  requestMs?: number;
  /** Keydown to the response's last byte, when it was seen. */
  responseMs?: number;
}

export interface UiSearchMeasurement {
  /** Keydown to results painted, including the renderer's debounce (what a user feels). */
  p50Ms: number;
  p95Ms: number;
  /** Request sent to results painted: the same keystrokes without the debounce wait. */
  afterRequestP50Ms: number;
  afterRequestP95Ms: number;
  /** Response's last byte to results painted: the renderer's share (JSON, React, layout). */
  afterResponseP50Ms: number;
  afterResponseP95Ms: number;
  /** The renderer's debounce as this build has it, for reading the numbers above. */
  debounceMs: number;
  queries: number;
  samples: number;
  /** Keystrokes whose results did not paint within the timeout (the text typed so far). */
  timedOut: string[];
  /** The slowest keystrokes, to tell one slow query from a slow box. */
  slowest: KeystrokeSample[];
  /**
   * The same keys on a bare page that only fetches and writes "N results" (ui-floor-page.ts):
   * the least this browser lets a search box measure. Its answers come warm from the app's pass.
   */
  floor?: { p50Ms: number; p95Ms: number; samples: number };
}

export interface WgetMeasurement {
  ms: number;
  exitCode: number;
  files: number;
  bytes: number;
}

/** A first sync and wget of the same site, run back to back (alternate-with-wget.ts). */
export interface SyncWgetPair {
  sync: SyncMeasurement;
  wget: WgetMeasurement;
}

/** One real documentation site, served by nginx: folio sync against wget of the same pages. */
export interface RealSiteMeasurement {
  id: string;
  debianPackage: string;
  firstSync: SyncMeasurement;
  resync: SyncMeasurement;
  wget: WgetMeasurement | undefined;
  /** Further rounds of a first sync beside wget: the ratio is judged on all rounds' median. */
  pairs?: SyncWgetPair[];
  pagesStored: number | undefined;
}

/** Median wall time of whole `bin/folio` commands on a warm cache. */
export interface StartupMeasurement {
  helpMs: number;
  searchMs: number;
  query: string;
  runs: number;
  /** hyperfine, or Node's spawn (which adds ~20 ms a run) where hyperfine is not installed. */
  timer: 'hyperfine' | 'node';
}

/** Everything one `npm run bench` measured; absent parts could not run (see `notes`). */
export interface BenchReport {
  pages: number;
  htmlBytes: number;
  seed: number;
  generateMs: number;
  node: string;
  firstSync?: SyncMeasurement;
  resync?: SyncMeasurement;
  /** Pages the cache holds after the sync, from `folio status --json`. */
  pagesStored?: number;
  /** The .db file plus its -wal. */
  cacheBytes?: number;
  search?: SearchMeasurement;
  /** Keystroke to results painted in Chromium against `folio serve`. */
  uiSearch?: UiSearchMeasurement;
  wget?: WgetMeasurement;
  /** Further rounds of a first sync beside wget: the ratio is judged on all rounds' median. */
  pairs?: SyncWgetPair[];
  startup?: StartupMeasurement;
  realSites?: RealSiteMeasurement[];
  /** Thread CPU of one extraction worker per real Sphinx page (measure-extraction.ts). */
  extractionCpu?: ExtractionCpu;
  notes: string[];
}

export type TargetStatus = 'met' | 'not met' | 'n/a';

export interface TargetResult {
  target: string;
  measured: string;
  status: TargetStatus;
  note?: string;
}
