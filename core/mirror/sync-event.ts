import type { RunOutcome, RunSummary } from '../store/write-sync.ts';

/**
 * What a page's fetch came to in this run, as the faces show it. `redirected`: a meta refresh
 * page with no content of its own, an HTML redirect (its target is queued); neither a page nor a
 * problem. `restored`: a page removed earlier that the site serves again.
 */
export type PageEventOutcome =
  'new' | 'changed' | 'unchanged' | 'restored' | 'removed' | 'failed' | 'skipped' | 'redirected';

/** Handled in a run but kept as no page of its own: what "+10" leaves out of "11/11 pages". */
export function isNotPage(outcome: PageEventOutcome): boolean {
  return outcome === 'skipped' || outcome === 'redirected';
}

/** Progress of a sync, JSON-safe: the CLI prints it, `--json` streams it as NDJSON, the UI shows it. */
export type SyncEvent =
  | { type: 'docset-start'; docset: string; name: string; entryUrl: string; at: string }
  | {
      type: 'page';
      docset: string;
      url: string;
      outcome: PageEventOutcome;
      /** Why a page failed, was skipped or removed; where a redirect page leads. */
      message?: string;
      status?: number;
      /** Pages handled so far and pages known to exist (found grows as links are discovered). */
      done: number;
      found: number;
      bytes: number;
    }
  | {
      type: 'docset-end';
      docset: string;
      outcome: RunOutcome;
      summary: RunSummary;
      error?: string;
      /** What the user should know that is no page's failure: a crawler trap cut, the page cap. */
      notes?: string[];
      at: string;
      seconds: number;
    };

export interface DocsetResult {
  docset: string;
  outcome: RunOutcome;
  summary: RunSummary;
  error?: string;
  /** What the user should know that is no page's failure: a crawler trap cut, the page cap. */
  notes?: string[];
  /** It failed without any host answering: no network (or every host of it gone). */
  unreachable?: boolean;
}

/** Every docset failed and none was reached: the machine has no network, not a site a problem. */
export function isOffline(results: readonly DocsetResult[]): boolean {
  return results.length > 0 && results.every((r) => r.outcome === 'failed' && r.unreachable);
}
