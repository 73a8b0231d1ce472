import type { Crawl } from './crawl.ts';
import type { PageOutcome } from './page-outcome.ts';
import type { PageTask } from './page-task.ts';

/**
 * Something that seeds or shapes a website crawl (robots.txt, llms.txt, sitemaps, the cached
 * pages, versions, the sidebar, objects.inv, llms-full.txt). Each keeps its own state and acts on
 * the crawl only through its methods; crawlWebsite runs them in the order they are listed.
 */
export interface CrawlSource {
  readonly name: string;
  /** Before the crawl, every source in turn: read what it says. A string refuses the crawl. */
  start?(crawl: Crawl): Promise<string | undefined>;
  /**
   * Then, every source in turn: queue its pages. Apart from start so the frontier's order is the
   * list's (cached pages before listed ones) whatever order the reading needed.
   */
  seed?(crawl: Crawl): void;
  /** May a link found on a page be queued? (listed: an llms.txt or sitemap named it.) */
  admits?(crawl: Crawl, url: string, listed: boolean): boolean;
  /** What the source knows of a page before it is fetched (its Markdown twin, its title). */
  describe?(task: PageTask): Pick<PageTask, 'twin' | 'title'> | undefined;
  /** Each page's outcome as it comes, before it is accounted; may return a truer one. */
  page?(crawl: Crawl, task: PageTask, outcome: PageOutcome): PageOutcome | undefined;
  /** After the frontier is drained; what it queues is crawled before the next source finishes. */
  finish?(crawl: Crawl): Promise<void>;
}
