import type { CrawlPlan, CrawlSource } from '../crawl-source.ts';
import { byProductsSource } from './by-products-source.ts';
import { cachedPagesSource } from './cached-pages-source.ts';
import { docsifySource } from './docsify-source.ts';
import { llmsFullSource } from './llms-full-source.ts';
import { llmsTxtSource } from './llms-txt-source.ts';
import { navFileSource } from './nav-file-source.ts';
import { objectsInvSource } from './objects-inv-source.ts';
import { robotsSource } from './robots-source.ts';
import { sidebarSource } from './sidebar-source.ts';
import { sitemapSource } from './sitemap-source.ts';
import { soft404Source } from './soft-404-source.ts';
import { symbolIndexSource } from './symbol-index-source.ts';
import { trapsSource } from './traps-source.ts';
import { versionsSource } from './versions-source.ts';

/**
 * The sources of a website crawl, in the order they act: each phase (start, seed, page, finish)
 * visits them in this order.
 *
 * robots.txt comes first because it can refuse the whole crawl and its rules apply to every
 * link; the generators' by-products next, then the trap guard, so only URLs robots.txt lets
 * through and that are pages count toward a pattern. Cached pages are seeded before the llms.txt and sitemap pages, so one the sitemap vouches
 * for is kept without a request before anything else queues it. Versions precede the sidebar:
 * the docs root must be known before the entry page's links are judged. After the crawl,
 * objects.inv may name pages no link reached (a generator's own symbol index, read beside the
 * crawl, is written then too); llms-full.txt goes last, once every page fetched
 * one by one is known.
 */
export function websiteSources(plan: CrawlPlan, maxUrlsPerPattern: number): CrawlSource[] {
  const robots = robotsSource();
  const llms = llmsTxtSource();
  const versions = versionsSource(plan, robots);
  const sitemap = sitemapSource(robots, versions);
  return [
    robots,
    // Before the trap guard, so a generator's thousand source listings never count as a trap.
    byProductsSource(),
    trapsSource(maxUrlsPerPattern),
    soft404Source(),
    // The entry is the first page asked for, before any cached or listed one.
    { name: 'entry', seed: (crawl) => crawl.queue(crawl.plan.entry) },
    cachedPagesSource(sitemap, robots),
    llms,
    // A Docsify app on hash routes: its Markdown files are the pages, its _sidebar.md the tree.
    docsifySource(),
    sitemap,
    versions,
    sidebarSource(llms),
    // After the sidebar: a generator's own navigation file is truer than a page's sidebar.
    navFileSource(llms),
    objectsInvSource(),
    symbolIndexSource(),
    llmsFullSource(llms, robots),
  ];
}
