/** One run of `folio sync` as a child process. */
export interface SyncMeasurement {
  ms: number;
  exitCode: number;
  /** Peak resident memory of the sync process, when it could be measured. */
  peakRssBytes: number | undefined;
  /** How the peak was measured: `time` = GNU time's %M (kernel rusage), `vmhwm` = /proc polling. */
  rssMethod: 'time' | 'vmhwm' | 'none';
  /** NDJSON lines the sync printed, and the last one (its summary). */
  events: number;
  summary: unknown;
  /** The end of stderr, to explain a failure. */
  stderrTail: string;
}

export interface SearchMeasurement {
  p50Ms: number;
  p95Ms: number;
  queries: number;
  samples: number;
  /** Queries that found nothing: a hint that the query set or the index is off. */
  empty: string[];
}

export interface WgetMeasurement {
  ms: number;
  exitCode: number;
  files: number;
  bytes: number;
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
  wget?: WgetMeasurement;
  notes: string[];
}

export type TargetStatus = 'met' | 'not met' | 'n/a';

export interface TargetResult {
  target: string;
  measured: string;
  status: TargetStatus;
  note?: string;
}
