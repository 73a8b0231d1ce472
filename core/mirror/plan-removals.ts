import type { KnownPage } from '../store/read-pages.ts';
import type { LeftBehind } from './split-by-scope.ts';

/** Above this share of a docset's pages vanishing in one run, removals wait for a human. */
const MASS_REMOVAL_SHARE = 0.2;
const MASS_REMOVAL_MIN = 10;

export interface RemovalPlan {
  /** Cached pages to mark removed: those that answered 404/410, then those left behind. */
  pages: KnownPage[];
  /** Why the 404s are not applied, when they are not (nothing is removed then). */
  refused?: string;
}

/**
 * Which pages a completed run removes: pages that answered 404/410, and pages the docset's scope
 * no longer covers. Pure; the run's recorder applies the plan.
 *
 * A site that suddenly loses a fifth of its pages is far more likely broken (or mid-deploy) than
 * reorganised, so such 404s are refused, not applied; the share is of the pages still in scope.
 * Pages left behind by a scope change are exempt from that share: they follow from the
 * configuration (a moved entry, a new `excludes`), not from what a server answered, so an outage
 * cannot produce them, and a move must be able to drop the whole old site. An outage still never
 * deletes them: a run that could not fetch its pages fails and applies no removals at all, and
 * when the 404s are refused the old pages stay too (the new site looks broken).
 */
export function planRemovals(
  gone: readonly KnownPage[],
  known: ReadonlyMap<string, KnownPage>,
  leftBehind: readonly LeftBehind[] = [],
): RemovalPlan {
  const outside = new Set(leftBehind.map((l) => l.page.id));
  const vanished = gone.filter((page) => !outside.has(page.id));
  const cached = [...known.values()].filter((p) => p.status === 'ok' && !outside.has(p.id)).length;
  if (vanished.length >= MASS_REMOVAL_MIN && vanished.length > cached * MASS_REMOVAL_SHARE) {
    return {
      pages: [],
      refused: `refused to remove ${vanished.length} of ${cached} cached pages that now answer 404/410; the site may be broken — they are kept`,
    };
  }
  return { pages: [...vanished, ...leftBehind.map((l) => l.page)] };
}
