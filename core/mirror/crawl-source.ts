import type { Docset } from '../catalog/docset.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { Scope } from '../url/create-scope.ts';
import type { DocsetRun } from './docset-run.ts';
import type { KeepNav, NavRole } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import type { PageTask } from './page-task.ts';

/** A website crawl as it is asked for: fixed for the run. */
export interface CrawlPlan {
  docset: Docset;
  entry: string;
  scope: Scope;
  known: ReadonlyMap<string, KnownPage>;
  overrides: DocsetOverrides;
  maxPages: number;
  /** Whether the site's llms.txt or sidebar is the docset's navigation tree or one group of it. */
  nav: NavRole;
  /**
   * Which cached pages this crawl revisits (a repository's files are not for it). Pages outside
   * it are never asked of a host the docset has left.
   */
  revisits: (url: string) => boolean;
}

/** What a source may do to the crawl it shapes (WebsiteCrawl is the one implementation). */
export interface Crawl {
  readonly plan: CrawlPlan;
  readonly run: DocsetRun;
  readonly ctx: MirrorContext;
  readonly options: MirrorOptions;
  /** Stores a navigation tree found for the docset (or for its guide's group). */
  readonly keepNav: KeepNav;
  /** Queues a link found on a page or in a listing, if the scope and every source admit it. */
  enqueue(url: string, listed?: boolean): void;
  /** Queues a URL the crawl itself vouches for, past the link rules. */
  queue(url: string): void;
  /** Keeps cached pages without a request; returns those the crawl had already. */
  keepUnchanged(pages: readonly KnownPage[]): KnownPage[];
  useSoft404(detector: Soft404Detector): void;
  readonly found: number;
  readonly pending: number;
  /** The page cap is reached. */
  readonly full: boolean;
}

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
  /**
   * What the source knows of a page before it is fetched (its Markdown twin, its title), or wants
   * from it (its sidebar). Every source's description is merged.
   */
  describe?(task: PageTask): Pick<PageTask, 'twin' | 'title' | 'nav'> | undefined;
  /** Each page's outcome as it comes, before it is accounted; may return a truer one. */
  page?(crawl: Crawl, task: PageTask, outcome: PageOutcome): PageOutcome | undefined;
  /** After the frontier is drained; what it queues is crawled before the next source finishes. */
  finish?(crawl: Crawl): Promise<void>;
}
