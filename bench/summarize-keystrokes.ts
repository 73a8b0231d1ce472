import type { KeystrokeSample, UiSearchMeasurement } from './bench-report.ts';
import { percentile } from './percentile.ts';

const slowestKept = 5;

/** What the page reports for one keystroke (see ui-probe.ts). */
export interface ProbeResult {
  /** Keydown to results painted; absent when nothing painted before the probe gave up. */
  paintedMs?: number;
  requestMs?: number;
  responseMs?: number;
  /** The text trims to nothing (e.g. a `docset:` chip took it): no search is expected. */
  skipped?: boolean;
}

/**
 * Reads the renderer's debounce from its source, so the report says how much of the latency is
 * the deliberate wait without the bench hard-coding a number that can drift.
 */
export function parseDebounceMs(source: string): number {
  const match = /DEBOUNCE_MS\s*=\s*(\d+)/.exec(source);
  // No constant means no debounce (the search hook sends at once when nothing is in flight).
  return match ? Number(match[1]) : 0;
}

/** Percentiles over the painted keystrokes; timeouts are listed rather than counted as numbers. */
export function summarizeKeystrokes(
  samples: readonly KeystrokeSample[],
  timedOut: readonly string[],
  queries: number,
  debounceMs: number,
): UiSearchMeasurement {
  const painted = samples.map((s) => s.paintedMs);
  // Request to paint: only keystrokes whose request the page saw can be split this way.
  const afterRequest = samples.flatMap((s) =>
    s.requestMs === undefined ? [] : [s.paintedMs - s.requestMs],
  );
  const afterResponse = samples.flatMap((s) =>
    s.responseMs === undefined ? [] : [s.paintedMs - s.responseMs],
  );
  return {
    p50Ms: percentile(painted, 50),
    p95Ms: percentile(painted, 95),
    afterRequestP50Ms: percentile(afterRequest, 50),
    afterRequestP95Ms: percentile(afterRequest, 95),
    afterResponseP50Ms: percentile(afterResponse, 50),
    afterResponseP95Ms: percentile(afterResponse, 95),
    debounceMs,
    queries,
    samples: samples.length,
    timedOut: [...timedOut],
    slowest: [...samples].sort((a, b) => b.paintedMs - a.paintedMs).slice(0, slowestKept),
  };
}
