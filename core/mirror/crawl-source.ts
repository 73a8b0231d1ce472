import type { Docset } from '../catalog/docset.ts';
import type { PreparedPage } from '../extract/prepare-page.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { SourceFiles } from '../store/source-files.ts';
import type { SymbolRow } from '../store/symbols.ts';
import type { Scope } from '../url/create-scope.ts';
import type { KeepNav, NavRole } from './keep-nav.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import type { PageTask } from './page-task.ts';
import type { WaitingFile } from './process-page.ts';
import type { PageToKeep } from './store-page.ts';
import type { LeftBehind } from './split-by-scope.ts';

/** A crawl as it is asked for: fixed for the run. */
export interface CrawlPlan {
  docset: Docset;
  entry: string;
  scope: Scope;
  known: ReadonlyMap<string, KnownPage>;
  overrides: DocsetOverrides;
  maxPages: number;
  /** Whether the navigation this crawl finds is the docset's tree, one group of it, or a repository's. */
  nav: NavRole;
  /**
   * Which cached pages this crawl revisits (a repository's files are not for a site's crawl).
   * Pages outside it are never asked of a host the docset has left.
   */
  revisits: (url: string) => boolean;
}

/** What sources read the files beside the pages with (robots.txt, sitemaps, objects.inv, a tree). */
export type SourceReader = Pick<
  MirrorContext,
  'fetcher' | 'extractor' | 'signal' | 'userAgent' | 'github'
>;

/** What the run has seen so far, as the sources may know it; only the tally counts. */
export interface RunFacts {
  /** The first page kept: where a redirect or meta refresh from the entry landed. */
  readonly firstKept: string | undefined;
  /** Kept in this run, by page key. */
  hasKept(key: string): boolean;
  /** Answered 404/410 in this run, by page key. */
  hasGone(key: string): boolean;
}

/** The docset's records beside its pages that sources keep: symbols, optional pages, a commit. */
export interface DocsetRecords {
  writeSymbols(symbols: readonly SymbolRow[]): void;
  /** Pages an llms.txt lists as Optional: they rank after the others. */
  writeOptionalPages(keys: readonly string[]): void;
  /** When each cached page was last fetched, by page key (for a sitemap's `lastmod`). */
  fetchedAt(): Map<string, string>;
  /** What each live page says, section by section (llms-full.txt weighs its copies against it). */
  pageTexts(): Iterable<{ url: string; texts: string[] }>;
  /** The repository commit the docset was last mirrored at. */
  commit(): string | undefined;
  keepCommit(repo: string, sha: string): void;
  /** Lists the cached pages kept without a request this run (robots.txt forbids them), and why. */
  holdPages(keys: readonly string[], reason: string): void;
}

/**
 * What a source may do to the crawl it shapes, and no more: queue pages, keep unchanged ones, store
 * a page through the pipeline, keep navigation and records, and tell the run something. The run,
 * its tally and its recorder are the crawl's alone: sources never count or write the run.
 */
export interface Crawl {
  readonly plan: CrawlPlan;
  readonly reader: SourceReader;
  /** Files beside the pages as the last run read them, with their validators. */
  readonly files: SourceFiles;
  readonly records: DocsetRecords;
  readonly facts: RunFacts;
  /** Stores a navigation tree found for the docset (or for its guide's group). */
  readonly keepNav: KeepNav;
  /** Queues a link found on a page or in a listing, if the scope and every source admit it. */
  enqueue(url: string, listed?: boolean): void;
  /** Queues a URL the crawl itself vouches for, past the link rules; `describe` says how to read it. */
  queue(url: string, describe?: Pick<PageTask, 'repoFile'>): void;
  /** Keeps cached pages without a request; returns those the crawl had already. */
  keepUnchanged(pages: readonly KnownPage[]): KnownPage[];
  /**
   * Cached pages the crawl will not ask for (robots.txt now forbids them): kept as they are,
   * marked in the cache and reported, never removed for it.
   */
  keepUnasked(pages: readonly KnownPage[], reason: string): void;
  /** Cached pages a source knows are no more (a file gone from the repository): removed if the run completes. */
  vanished(page: KnownPage, reason: string): void;
  /** Cached pages this crawl no longer covers: removed, with the reason, if the run completes. */
  leaveBehind(pages: readonly LeftBehind[]): void;
  /** Markdown in hand (a piece of llms-full.txt) through the extract stage, as a twin would be. */
  prepareMarkdown(
    url: string,
    markdown: string,
    title?: string,
  ): Promise<{ url: string; page: PreparedPage }>;
  /**
   * A prepared page through the store stage, accounted like every page of the run; undefined when
   * the cache could not be written (the run is stopped).
   */
  keep(page: PageToKeep): PageOutcome | undefined;
  /** A file the docset names (an llms-full.txt) could not be read: a failed page of the run. */
  failedFile(url: string, error: { message: string; status?: number; transient?: boolean }): void;
  /** Repository files that waited for the others, through the rest of the pipeline. */
  resume(files: readonly WaitingFile[]): Promise<void>;
  useSoft404(detector: Soft404Detector): void;
  /** Something the overrides asked for that the crawl cannot do: shown and recorded as failed. */
  unmet(url: string, message: string): void;
  /** Something the user should know of the run that is no page's failure (a trap cut). */
  note(message: string): void;
  readonly found: number;
  readonly pending: number;
  /** The page cap is reached. */
  readonly full: boolean;
  /** Cancelled, or stopped by a fatal error: start nothing more. */
  readonly stopped: boolean;
}

/**
 * Something that seeds or shapes a crawl (robots.txt, llms.txt, sitemaps, the cached pages,
 * versions, the sidebar, objects.inv, llms-full.txt, a GitHub repository). Each keeps its own
 * state and acts on the crawl only through its handle; the crawl runs them in the order listed.
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
   * When a queued page's turn comes: a reason not to fetch it after all, from what the source
   * learnt since it was queued (the generator that makes it a by-product). It is accounted as
   * skipped.
   */
  refuses?(crawl: Crawl, task: PageTask): string | undefined;
  /**
   * What the source knows of a page before it is fetched (its Markdown twin, its title), or wants
   * from it (its sidebar). Every source's description is merged.
   */
  describe?(task: PageTask): Pick<PageTask, 'twin' | 'title' | 'nav'> | undefined;
  /** Each page's outcome as it comes, before it is accounted; may return a truer one. */
  page?(crawl: Crawl, task: PageTask, outcome: PageOutcome): PageOutcome | undefined;
  /** A repository file that must wait for the others' titles and labels; resumed in finish. */
  wait?(crawl: Crawl, file: WaitingFile): void;
  /** After the frontier is drained; what it queues is crawled before the next source finishes. */
  finish?(crawl: Crawl): Promise<void>;
}
