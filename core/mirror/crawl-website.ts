import type { CrawlPlan, CrawlSource } from './crawl-source.ts';
import { DocsetCrawl } from './crawl.ts';
import { websiteSources } from './crawl-sources/website-sources.ts';
import type { DocsetRun } from './docset-run.ts';
import { keepNav } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';

/** What every crawl runs with: the docset's run, and the context and options it was started with. */
export interface CrawlEnv {
  run: DocsetRun;
  ctx: MirrorContext;
  options: MirrorOptions;
}

/** Crawls a website breadth-first from its entry within the scope, with the website's sources. */
export function crawlWebsite(plan: CrawlPlan, env: CrawlEnv): Promise<string | undefined> {
  return runCrawl(plan, websiteSources(plan, env.options.maxUrlsPerPattern), env);
}

/**
 * One crawl, its sources in their order: each reads what it knows (start), the sources' pages
 * are queued (seed), the frontier is drained page by page, then each source in
 * turn may add what only it knows (finish), the frontier drained again after each. Returns why
 * the crawl was refused, if it was.
 */
export async function runCrawl(
  plan: CrawlPlan,
  sources: readonly CrawlSource[],
  env: CrawlEnv,
): Promise<string | undefined> {
  const { run, ctx, options } = env;
  const nav = keepNav(ctx.cache.db, plan.docset.id, plan.entry, plan.nav);
  const crawl = new DocsetCrawl(plan, run, sources, { ctx, options, keepNav: nav });
  for (const source of sources) {
    const refused = await source.start?.(crawl);
    if (refused) return refused;
  }
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
