import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import { crawlLists } from '../store/crawl-lists.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { sourceFiles } from '../store/source-files.ts';
import type { SourceFiles } from '../store/source-files.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { CrawlFrontier } from './crawl-frontier.ts';
import type { Crawl, CrawlPlan, CrawlSource } from './crawl-source.ts';
import type { DocsetRun } from './docset-run.ts';
import { unchangedPage } from './fetch-page.ts';
import { fetchImages } from './fetch-images.ts';
import { imageScope, livesOnSpecialAddress } from './image-scope.ts';
import type { ImageScope } from './image-scope.ts';
import type { KeepNav } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { linksOf } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { STUB_FORMAT, pageTask } from './page-task.ts';
import { processPage } from './process-page.ts';
import type { PageDeps } from './process-page.ts';
import { processTwin } from './process-twin.ts';
import { runPool } from './run-pool.ts';

/**
 * One website crawl: the frontier, the page pipeline and the sources that shape it. Sources act
 * on it only through these methods; everything a page came to is accounted to the docset's run.
 */
export class WebsiteCrawl implements Crawl {
  readonly plan: CrawlPlan;
  readonly run: DocsetRun;
  readonly ctx: MirrorContext;
  readonly options: MirrorOptions;
  readonly keepNav: KeepNav;
  readonly #sources: readonly CrawlSource[];
  readonly #frontier: CrawlFrontier;
  readonly #imagesTried = new Set<string>();
  #images: Promise<ImageScope> | undefined;
  /** Link strings already in the frontier (as given, before canonicalisation). */
  readonly #queued = new Set<string>();
  #soft404: Soft404Detector | undefined;
  readonly #files: SourceFiles;
  readonly #crawl: CrawlLists;

  constructor(
    plan: CrawlPlan,
    run: DocsetRun,
    sources: readonly CrawlSource[],
    env: { ctx: MirrorContext; options: MirrorOptions; keepNav: KeepNav },
  ) {
    this.plan = plan;
    this.run = run;
    this.#sources = sources;
    this.ctx = env.ctx;
    this.options = env.options;
    this.keepNav = env.keepNav;
    // A repository's files, accounted before its guide is crawled, are pages of this run too.
    this.#frontier = new CrawlFrontier(run.tally.done);
    this.#files = sourceFiles(env.ctx.cache.db, plan.docset.id);
    this.#crawl = crawlLists(env.ctx.cache.db, plan.docset.id, {
      beforeWrite: () => env.ctx.writes?.open(),
    });
  }

  /**
   * Queues a URL when it is inside the scope and every source admits it (robots.txt, the docset's
   * version and languages). `listed`: an llms.txt or the docs root's sitemap named it, so
   * version and language rules do not apply.
   */
  enqueue(url: string, listed = false): void {
    // Most links of a page are its navigation, repeated on every page: settled once by string.
    if (this.#queued.has(url)) return;
    const target = canonicalizeUrl(url);
    if (!target) return;
    if (this.#frontier.has(target)) {
      this.#queued.add(url);
      return;
    }
    if (!this.plan.scope.shouldCrawl(target)) return;
    for (const source of this.#sources) {
      if (source.admits && !source.admits(this, target, listed)) return;
    }
    this.#frontier.add(target);
    this.#queued.add(url);
  }

  /**
   * Queues a URL the crawl itself vouches for (the entry, a cached page, a listed version's
   * root), past the link rules; still once.
   */
  queue(url: string): void {
    this.#frontier.add(url);
  }

  /**
   * Cached pages vouched for as unchanged (by the sitemap): kept without a request, their stored
   * links followed. All are claimed before any link is, or a link from one would queue the next
   * for a request. Returns those the crawl had already (to be fetched as usual).
   */
  keepUnchanged(pages: readonly KnownPage[]): KnownPage[] {
    const kept = pages.filter((page) => this.#frontier.keep(page.url));
    for (const page of kept) {
      const task = pageTask(page.url, this.plan.known);
      this.#settle(task, unchangedPage(task, this.#crawl));
    }
    return pages.filter((page) => !kept.includes(page));
  }

  useSoft404(detector: Soft404Detector): void {
    this.#soft404 = detector;
  }

  /** Pages this crawl knows of, for progress. */
  get found(): number {
    return this.#frontier.found;
  }

  get pending(): number {
    return this.#frontier.pending;
  }

  /** Whether the page cap is reached. */
  get full(): boolean {
    return this.run.tally.kept >= this.plan.maxPages;
  }

  /**
   * Drains the frontier with a pool of page tasks until it is empty, the page cap is reached, the
   * run is cancelled or a fatal error stops it. Links found on pages are queued as they come.
   */
  async drain(): Promise<void> {
    try {
      // Pages in flight count against the cap: each may be kept, and the cap is a promise.
      let inFlight = 0;
      await runPool(this.options.concurrency, () => {
        if (this.run.stopped || this.run.tally.kept + inFlight >= this.plan.maxPages) {
          return undefined;
        }
        const url = this.#frontier.take();
        if (url === undefined) return undefined;
        inFlight++;
        return this.#process(url).finally(() => inFlight--);
      });
    } catch (error) {
      // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
      this.run.tally.stop(`cache write failed: ${(error as Error).message}`);
    }
  }

  async #process(url: string): Promise<void> {
    const task = this.#withStub(this.#describe(pageTask(url, this.plan.known)));
    const deps: PageDeps = {
      ctx: this.ctx,
      docsetId: this.plan.docset.id,
      known: this.plan.known,
      scope: this.plan.scope,
      claim: (u) => this.#frontier.claim(u),
      soft404: this.#soft404,
      files: this.#files,
      crawl: this.#crawl,
    };
    const twin = task.twin ? await processTwin(task, task.twin, deps) : undefined;
    const images = this.#settle(task, twin ?? (await processPage(task, deps)));
    if (images.length > 0) {
      const id = this.plan.docset.id;
      // Settled once, at the first image: whether the docset lives on a special address needs DNS.
      this.#images ??= livesOnSpecialAddress(this.plan.scope, this.ctx.resolveHost).then((local) =>
        imageScope(this.plan.scope, this.plan.overrides.imageHosts, local),
      );
      const scope = await this.#images;
      const bytes = await fetchImages(images, id, this.#imagesTried, scope, this.ctx, this.options);
      this.run.tally.addBytes(bytes);
    }
  }

  /** A page's outcome, seen by every source, accounted, its links queued; the images it uses. */
  #settle(task: PageTask, first: PageOutcome): readonly string[] {
    let outcome = first;
    for (const source of this.#sources) outcome = source.page?.(this, task, outcome) ?? outcome;
    this.run.account(outcome, this.found);
    for (const link of linksOf(outcome)) this.enqueue(link);
    return outcome.kind === 'stored' ? outcome.images : [];
  }

  /** A URL that is no stored page may be a meta-refresh stub the last sync kept (processPage). */
  #withStub(task: PageTask): PageTask {
    if (task.known !== undefined) return task;
    const stored = this.#files.read(task.url, STUB_FORMAT);
    const derived = stored?.derived as Partial<StoredStub> | undefined;
    if (stored === undefined || typeof derived?.to !== 'string') return task;
    const stub = {
      ...(derived as StoredStub),
      etag: stored.etag,
      lastModified: stored.lastModified,
    };
    return { ...task, stub };
  }

  #describe(task: PageTask): PageTask {
    let described = task;
    for (const source of this.#sources) {
      const more = source.describe?.(described);
      if (more) described = { ...described, ...more };
    }
    return described;
  }
}
