import type { Database } from 'better-sqlite3';
import type { KnownPage } from '../store/read-pages.ts';
import { markRemoved } from '../store/write-sync.ts';
import type { LeftBehind } from './split-by-scope.ts';
import type { PageResult } from './process-page.ts';

/** Above this share of a docset's pages vanishing in one run, removals wait for a human. */
const MASS_REMOVAL_SHARE = 0.2;
const MASS_REMOVAL_MIN = 10;

/**
 * Applies the removals of a completed run: pages that answered 404/410, and pages the docset's
 * scope no longer covers.
 *
 * A site that suddenly loses a fifth of its pages is far more likely broken (or mid-deploy) than
 * reorganised, so such 404s are refused, not applied; the share is of the pages still in scope.
 * Pages left behind by a scope change are exempt from that share: they follow from the
 * configuration (a moved entry, a new `excludes`), not from what a server answered, so an outage
 * cannot produce them, and a move must be able to drop the whole old site. An outage still never
 * deletes them: a run that could not fetch its pages fails and applies no removals at all, and
 * when the 404s are refused the old pages stay too (the new site looks broken).
 */
export function applyRemovals(
  db: Database,
  gone: readonly PageResult[],
  known: ReadonlyMap<string, KnownPage>,
  at: string,
  leftBehind: readonly LeftBehind[] = [],
): { removed: number; refused?: string } {
  const outside = new Set(leftBehind.map((l) => l.page.id));
  const ids = gone.flatMap((r) => (r.known && !outside.has(r.known.id) ? [r.known.id] : []));
  const cached = [...known.values()].filter((p) => p.status === 'ok' && !outside.has(p.id)).length;
  if (ids.length >= MASS_REMOVAL_MIN && ids.length > cached * MASS_REMOVAL_SHARE) {
    return {
      removed: 0,
      refused: `refused to remove ${ids.length} of ${cached} cached pages that now answer 404/410; the site may be broken — they are kept`,
    };
  }
  const all = [...ids, ...outside];
  if (all.length > 0) markRemoved(db, all, at);
  return { removed: all.length };
}
