import type { PlannedPage, SitePlan } from './plan-site.ts';
import { renderBody } from './render-body.ts';
import { renderClassicChrome } from './render-classic-chrome.ts';
import { createRenderContext } from './render-context.ts';
import { renderPydataChrome } from './render-pydata-chrome.ts';

// Below this the body would be a stub; real pages always carry some content.
const minimumBody = 3000;

/** One complete HTML page, sized to about `page.targetBytes`. */
export function renderPage(plan: SitePlan, page: PlannedPage, seed: number): string {
  const ctx = createRenderContext(plan, page, seed);
  const chrome = plan.theme === 'pydata' ? renderPydataChrome(ctx) : renderClassicChrome(ctx);
  const budget = Math.max(
    minimumBody,
    page.targetBytes - chrome.before.length - chrome.after.length,
  );
  return chrome.before + renderBody(ctx, budget) + chrome.after;
}
