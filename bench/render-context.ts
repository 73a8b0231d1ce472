import { posix } from 'node:path';
import { createProse } from './create-prose.ts';
import type { Prose } from './create-prose.ts';
import type { PlannedPage, SitePlan } from './plan-site.ts';
import { seededRandom } from './seeded-random.ts';
import type { Random } from './seeded-random.ts';

/** What every renderer of one page needs. */
export interface RenderContext {
  plan: SitePlan;
  page: PlannedPage;
  random: Random;
  prose: Prose;
  /** Prefix from this page to the site root, e.g. `../../` (Sphinx links are all relative). */
  root: string;
  /** Relative link from this page to another, optionally to one of its anchors. */
  href(to: PlannedPage, fragment?: string): string;
  /** The page at `index` (plans are dense, so it always exists). */
  at(index: number): PlannedPage;
}

export function createRenderContext(
  plan: SitePlan,
  page: PlannedPage,
  seed: number,
): RenderContext {
  // Each page has its own random stream: output does not depend on rendering order.
  const random = seededRandom(seed, page.index);
  const dir = posix.dirname(page.path);
  const at = (index: number) => plan.pages[index] as PlannedPage;
  return {
    plan,
    page,
    random,
    prose: createProse(random),
    root: dir === '.' ? '' : '../'.repeat(dir.split('/').length),
    href(to, fragment) {
      const path = to === page ? posix.basename(page.path) : posix.relative(dir, to.path);
      return fragment === undefined ? path : `${path}#${fragment}`;
    },
    at,
  };
}
