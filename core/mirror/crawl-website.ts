import type { CrawlPlan } from './crawl-source.ts';
import { WebsiteCrawl } from './crawl.ts';
import { websiteSources } from './crawl-sources/website-sources.ts';
import type { DocsetRun } from './docset-run.ts';
import { keepNav } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';

/**
 * Crawls a website breadth-first from its entry within the scope, its sources in their order:
 * each reads what it knows (start), the entry and the sources' pages are queued (seed), the
 * frontier is drained page by page, then each source in turn may add what only it knows
 * (finish), the frontier drained again after each. Returns why the crawl was refused, if it was.
 */
export async function crawlWebsite(
  plan: CrawlPlan,
  run: DocsetRun,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<string | undefined> {
  const sources = websiteSources(plan, options.maxUrlsPerPattern);
  const nav = keepNav(ctx.cache.db, plan.docset.id, plan.entry, plan.nav);
  const crawl = new WebsiteCrawl(plan, run, sources, { ctx, options, keepNav: nav });
  for (const source of sources) {
    const refused = await source.start?.(crawl);
    if (refused) return refused;
  }
  crawl.queue(plan.entry);
  for (const source of sources) source.seed?.(crawl);
  await crawl.drain();
  for (const source of sources) {
    if (run.stopped) break;
    await source.finish?.(crawl);
    if (crawl.pending > 0) await crawl.drain();
  }
  if (crawl.full && crawl.pending > 0) {
    const pending = crawl.pending.toLocaleString('en-US');
    run.note(
      `page cap of ${plan.maxPages.toLocaleString('en-US')} reached: ${pending} queued URLs not fetched`,
    );
  }
  return undefined;
}
