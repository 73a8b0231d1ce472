import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import { crawlLists } from '../store/crawl-lists.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { sourceFiles } from '../store/source-files.ts';
import type { SourceFiles } from '../store/source-files.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import { CrawlFrontier } from './crawl-frontier.ts';
import type {
  Crawl,
  CrawlPlan,
  CrawlSource,
  DocsetRecords,
  RunFacts,
  SourceReader,
} from './crawl-source.ts';
import type { DocsetRun } from './docset-run.ts';
import { docsetRecords } from './docset-records.ts';
import { unchangedPage } from './fetch-page.ts';
import { fetchImages } from './fetch-images.ts';
import { imageScope, livesOnSpecialAddress } from './image-scope.ts';
import type { ImageScope } from './image-scope.ts';
import type { KeepNav } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { failure, linksOf } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { STUB_FORMAT, pageTask } from './page-task.ts';
import { prepareMarkdown } from './prepare-markdown.ts';
import { processPage, processWaiting } from './process-page.ts';
import type { PageDeps, WaitingFile } from './process-page.ts';
import { runPool } from './run-pool.ts';
import type { LeftBehind } from './split-by-scope.ts';
import { storePage } from './store-page.ts';
import type { PageToKeep } from './store-page.ts';

/**
 * One crawl of a docset (a site, or a repository's files): the frontier, the page pipeline and the
 * sources that shape it. Sources act on it only through the Crawl handle; everything a page came
 * to is accounted here, to the docset's run, and nowhere else.
 */
export class DocsetCrawl implements Crawl {
  readonly plan: CrawlPlan;
  readonly reader: SourceReader;
  readonly files: SourceFiles;
  readonly records: DocsetRecords;
  readonly keepNav: KeepNav;
  readonly #run: DocsetRun;
  readonly #ctx: MirrorContext;
  readonly #options: MirrorOptions;
  readonly #sources: readonly CrawlSource[];
  readonly #frontier: CrawlFrontier;
  readonly #imagesTried = new Set<string>();
  #images: Promise<ImageScope> | undefined;
  /** Link strings already in the frontier (as given, before canonicalisation). */
  readonly #queued = new Set<string>();
  /** How to read queued pages that are not plain pages (repository files), by URL. */
  readonly #described = new Map<string, Pick<PageTask, 'repoFile'>>();
  /** Repository files that waited and are now ready, drained before the frontier. */
  readonly #ready: WaitingFile[] = [];
  #soft404: Soft404Detector | undefined;
  readonly #lists: CrawlLists;

  constructor(
    plan: CrawlPlan,
    run: DocsetRun,
    sources: readonly CrawlSource[],
    env: { ctx: MirrorContext; options: MirrorOptions; keepNav: KeepNav },
  ) {
    this.plan = plan;
    this.#run = run;
    this.#sources = sources;
    this.#ctx = env.ctx;
    this.#options = env.options;
    this.keepNav = env.keepNav;
    this.reader = env.ctx;
    // A repository's files, accounted before its guide is crawled, are pages of this run too.
    this.#frontier = new CrawlFrontier(run.tally.done);
    this.files = sourceFiles(env.ctx.cache.db, plan.docset.id);
    this.records = docsetRecords(env.ctx, plan.docset.id);
    this.#lists = crawlLists(env.ctx.cache.db, plan.docset.id, {
      beforeWrite: () => env.ctx.writes?.open(),
    });
  }

  get facts(): RunFacts {
    return this.#run.tally;
  }

  get stopped(): boolean {
    return this.#run.stopped;
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
   * root, a repository file), past the link rules; still once.
   */
  queue(url: string, describe?: Pick<PageTask, 'repoFile'>): void {
    if (this.#frontier.add(url) && describe) this.#described.set(url, describe);
  }

  /**
   * Cached pages vouched for as unchanged (by the sitemap, or a repository's unchanged commit):
   * kept without a request, their stored links followed. All are claimed before any link is, or a
   * link from one would queue the next for a request. Returns those the crawl had already.
   */
  keepUnchanged(pages: readonly KnownPage[]): KnownPage[] {
    const kept = pages.filter((page) => this.#frontier.keep(page.url));
    for (const page of kept) {
      const task = pageTask(page.url, this.plan.known);
      this.#settle(task, unchangedPage(task, this.#lists));
    }
    return pages.filter((page) => !kept.includes(page));
  }

  keepUnasked(pages: readonly KnownPage[], reason: string): void {
    this.records.holdPages(
      pages.map((page) => page.key),
      reason,
    );
    for (const page of pages) {
      this.#frontier.claim(page.url);
      this.#account({ kind: 'skipped', url: page.url, message: reason, bytes: 0 });
    }
    if (pages.length > 0) {
      const count = pages.length.toLocaleString('en-US');
      this.note(`${count} cached page${pages.length === 1 ? '' : 's'} kept unrefreshed: ${reason}`);
    }
  }

  vanished(page: KnownPage, reason: string): void {
    this.#account({ kind: 'gone', url: page.url, status: 404, message: reason, known: page });
  }

  leaveBehind(pages: readonly LeftBehind[]): void {
    this.#run.leaveBehind(pages);
  }

  prepareMarkdown(url: string, markdown: string, title?: string) {
    return prepareMarkdown(url, markdown, this.plan.scope, this.#ctx, title);
  }

  keep(page: PageToKeep): PageOutcome | undefined {
    let outcome: PageOutcome;
    try {
      outcome = storePage(this.#ctx, this.plan.docset.id, this.plan.known, page);
    } catch (error) {
      // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
      this.#run.tally.stop(`cache write failed: ${(error as Error).message}`);
      return undefined;
    }
    this.#account(outcome);
    return outcome;
  }

  failedFile(url: string, error: { message: string; status?: number; transient?: boolean }): void {
    this.#account(failure(url, error));
  }

  resume(files: readonly WaitingFile[]): Promise<void> {
    this.#ready.push(...files);
    return this.drain();
  }

  useSoft404(detector: Soft404Detector): void {
    this.#soft404 = detector;
  }

  unmet(url: string, message: string): void {
    this.#run.unmet(url, message, this.found);
  }

  note(message: string): void {
    this.#run.note(message);
  }

  /** Pages this crawl knows of, for progress. */
  get found(): number {
    return this.#frontier.found;
  }

  get pending(): number {
    return this.#frontier.pending + this.#ready.length;
  }

  /** Whether the page cap is reached. */
  get full(): boolean {
    return this.#run.tally.kept >= this.plan.maxPages;
  }

  /**
   * Drains the ready files and the frontier with a pool of page tasks until both are empty, the
   * page cap is reached, the run is cancelled or a fatal error stops it. Links found on pages
   * are queued as they come.
   */
  async drain(): Promise<void> {
    try {
      // Pages in flight count against the cap: each may be kept, and the cap is a promise.
      let inFlight = 0;
      await runPool(this.#options.concurrency, () => {
        if (this.#run.stopped || this.#run.tally.kept + inFlight >= this.plan.maxPages) {
          return undefined;
        }
        const waiting = this.#ready.shift();
        const url = waiting ? undefined : this.#frontier.take();
        if (waiting === undefined && url === undefined) return undefined;
        inFlight++;
        const task = waiting ? this.#resume(waiting) : this.#process(url!);
        return task.finally(() => inFlight--);
      });
    } catch (error) {
      // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
      this.#run.tally.stop(`cache write failed: ${(error as Error).message}`);
    }
  }

  async #process(url: string): Promise<void> {
    const described = { ...this.#described.get(url) };
    const task = this.#withStub(this.#describe(pageTask(url, this.plan.known, described)));
    const refused = this.#refusal(task);
    if (refused !== undefined) {
      this.#account({ kind: 'skipped', url, message: refused, bytes: 0 });
      return;
    }
    const result = await processPage(task, this.#deps());
    if (result.kind === 'waiting') {
      for (const source of this.#sources) source.wait?.(this, result);
      return;
    }
    await this.#fetchImages(this.#settle(task, result));
  }

  async #resume(waiting: WaitingFile): Promise<void> {
    const outcome = await processWaiting(waiting, this.#deps());
    await this.#fetchImages(this.#settle(waiting.task, outcome));
  }

  #deps(): PageDeps {
    return {
      ctx: this.#ctx,
      docsetId: this.plan.docset.id,
      known: this.plan.known,
      scope: this.plan.scope,
      claim: (u) => this.#frontier.claim(u),
      soft404: this.#soft404,
      files: this.files,
      crawl: this.#lists,
    };
  }

  async #fetchImages(images: readonly string[]): Promise<void> {
    if (images.length === 0) return;
    const { scope, overrides } = this.plan;
    // Settled once, at the first image: whether the docset lives on a special address needs DNS.
    this.#images ??= livesOnSpecialAddress(scope, this.#ctx.resolveHost).then((local) =>
      imageScope(scope, overrides.imageHosts, local),
    );
    const admitted = await this.#images;
    const id = this.plan.docset.id;
    const bytes = await fetchImages(
      images,
      id,
      this.#imagesTried,
      admitted,
      this.#ctx,
      this.#options,
    );
    this.#run.tally.addBytes(bytes);
  }

  /** A page's outcome, seen by every source, accounted, its links queued; the images it uses. */
  #settle(task: PageTask, first: PageOutcome): readonly string[] {
    let outcome = first;
    for (const source of this.#sources) outcome = source.page?.(this, task, outcome) ?? outcome;
    this.#account(outcome);
    for (const link of linksOf(outcome)) this.enqueue(link);
    return outcome.kind === 'stored' ? outcome.images : [];
  }

  #account(outcome: PageOutcome): void {
    this.#run.account(outcome, this.found);
  }

  /** A URL that is no stored page may be a meta-refresh stub the last sync kept (processPage). */
  #withStub(task: PageTask): PageTask {
    if (task.known !== undefined) return task;
    const stored = this.files.read(task.url, STUB_FORMAT);
    const derived = stored?.derived as Partial<StoredStub> | undefined;
    if (stored === undefined || typeof derived?.to !== 'string') return task;
    const stub = {
      ...(derived as StoredStub),
      etag: stored.etag,
      lastModified: stored.lastModified,
    };
    return { ...task, stub };
  }

  #refusal(task: PageTask): string | undefined {
    for (const source of this.#sources) {
      const reason = source.refuses?.(this, task);
      if (reason !== undefined) return reason;
    }
    return undefined;
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
