import type { Database } from 'better-sqlite3';
import type { KnownPage } from '../store/read-pages.ts';
import { markRemoved } from '../store/write-sync.ts';
import type { PageResult } from './process-page.ts';

/** Above this share of a docset's pages vanishing in one run, removals wait for a human. */
const MASS_REMOVAL_SHARE = 0.2;
const MASS_REMOVAL_MIN = 10;

/**
 * Applies the 404/410s of a completed run. A site that suddenly loses a fifth of its pages is far
 * more likely broken (or mid-deploy) than reorganised, so such removals are refused, not applied.
 */
export function applyRemovals(
  db: Database,
  gone: readonly PageResult[],
  known: ReadonlyMap<string, KnownPage>,
  at: string,
): { removed: number; refused?: string } {
  const ids = gone.flatMap((r) => (r.known ? [r.known.id] : []));
  if (ids.length === 0) return { removed: 0 };
  const cached = [...known.values()].filter((p) => p.status === 'ok').length;
  if (ids.length >= MASS_REMOVAL_MIN && ids.length > cached * MASS_REMOVAL_SHARE) {
    return {
      removed: 0,
      refused: `refused to remove ${ids.length} of ${cached} cached pages that now answer 404/410; the site may be broken — they are kept`,
    };
  }
  markRemoved(db, ids, at);
  return { removed: ids.length };
}
