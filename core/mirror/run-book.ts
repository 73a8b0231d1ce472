import type { Docset } from '../catalog/docset.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { recordRunChange } from '../store/record-run-change.ts';
import type { RunSummary } from '../store/write-sync.ts';
import { finishRun, recordError, startRun } from '../store/write-sync.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { applyRemovals } from './apply-removals.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageResult } from './process-page.ts';
import type { LeftBehind } from './split-by-scope.ts';
import type { DocsetResult } from './sync-event.ts';

/**
 * The bookkeeping of one docset run: the sync_runs row, the summary, recorded errors and changes,
 * progress events, and the decision at the end (removals only when the run completed cleanly).
 * Kept apart from the crawl so every source (site crawl, GitHub, llms.txt) accounts the same way.
 */
export class RunBook {
  readonly summary: RunSummary = { new: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 };
  /** Pages kept (new + changed + unchanged): what the page cap counts. */
  kept = 0;
  /** The first page kept: where a redirect or meta refresh from the entry landed (the docs root). */
  firstKept: string | undefined;
  done = 0;
  bytes = 0;
  /** Page keys kept in this run, and those that answered 404/410: what llms-full must not redo. */
  readonly keptKeys = new Set<string>();
  readonly goneKeys = new Set<string>();
  /** Set when the run must stop (disk full, server down). */
  fatal: string | undefined;
  readonly #docset: Docset;
  readonly #ctx: MirrorContext;
  readonly #options: MirrorOptions;
  readonly #known: ReadonlyMap<string, KnownPage>;
  readonly #runId: number;
  readonly #started: Date;
  readonly #gone: PageResult[] = [];
  readonly #leftBehind: LeftBehind[] = [];
  #entry: string | undefined;
  #entryError: string | undefined;
  /** The most pages reported found so far: see emit. */
  #found = 0;
  #networkFailures = 0;
  // Pages the server could not deliver (no answer, 5xx): the mirror is incomplete, so the run
  // fails and applies no removals. Broken links (404) and oversized pages do not count.
  #trouble = 0;
  #firstTrouble: string | undefined;

  constructor(
    docset: Docset,
    known: ReadonlyMap<string, KnownPage>,
    ctx: MirrorContext,
    options: MirrorOptions,
  ) {
    this.#docset = docset;
    this.#known = known;
    this.#ctx = ctx;
    this.#options = options;
    this.#started = ctx.now();
    this.#runId = startRun(ctx.cache.db, docset.id, this.#started.toISOString());
    ctx.onEvent({
      type: 'docset-start',
      docset: docset.id,
      name: docset.name,
      entryUrl: docset.entryUrl,
      at: this.#started.toISOString(),
    });
  }

  /** The entry URL: its failure fails the whole run. */
  set entry(url: string) {
    this.#entry = url;
  }

  /** Cached pages the docset's scope no longer covers: removed if the run completes. */
  leaveBehind(pages: readonly LeftBehind[]): void {
    this.#leftBehind.push(...pages);
  }

  account(result: PageResult, url: string): void {
    const { db } = this.#ctx.cache;
    this.done++;
    this.bytes += result.bytes;
    this.#networkFailures = result.networkFailure ? this.#networkFailures + 1 : 0;
    switch (result.outcome) {
      case 'new':
      case 'changed':
      case 'unchanged':
        this.summary[result.outcome]++;
        this.kept++;
        this.keptKeys.add(pageKey(result.url));
        this.firstKept ??= result.url;
        if (result.outcome !== 'unchanged') {
          recordRunChange(db, this.#runId, pageKey(result.url), result.outcome);
        }
        break;
      case 'gone':
        this.goneKeys.add(pageKey(result.url));
        if (result.known?.status === 'ok') this.#gone.push(result);
        else this.summary.failed++;
        break;
      case 'failed':
        if (result.message !== 'cancelled') this.summary.failed++;
        break;
      case 'skipped':
      case 'redirected':
      case 'removed':
        break;
    }
    if (
      result.outcome === 'failed' ||
      (result.outcome === 'gone' && result.known?.status !== 'ok')
    ) {
      const message = result.message ?? `HTTP ${result.status ?? '?'}`;
      if (result.message !== 'cancelled') {
        recordError(db, {
          runId: this.#runId,
          url: result.url,
          status: result.status,
          message,
          at: this.#ctx.now().toISOString(),
        });
      }
      if (url === this.#entry) this.#entryError = `${this.#entry}: ${message}`;
      if (result.transient) {
        this.#trouble++;
        this.#firstTrouble ??= `${result.url}: ${message}`;
      }
    }
    if (this.#networkFailures >= this.#options.maxNetworkFailures && !this.fatal) {
      this.fatal = `server stopped answering (${result.url}: ${result.message ?? 'no answer'})`;
    }
  }

  /**
   * Something the overrides asked for that the run cannot do (a listed version that does not
   * exist, a `versions` override on an unversioned site): recorded and shown as a failed page, so
   * it reaches the same error lines as broken pages, without failing the run.
   */
  report(url: string, message: string, found: number): void {
    const result: PageResult = { outcome: 'failed', url, message, links: [], images: [], bytes: 0 };
    this.summary.failed++;
    recordError(this.#ctx.cache.db, {
      runId: this.#runId,
      url,
      message,
      at: this.#ctx.now().toISOString(),
    });
    this.emit(result, found);
  }

  /**
   * Sends a page event. `found` is what the caller's source knows of (the crawl's frontier, say),
   * but pages come from several sources (sitemap-vouched pages, llms-full.txt pieces, a
   * repository's files), so one rule here keeps every event sane: found never falls below done
   * ("10 / 1 pages") and never shrinks between events.
   */
  emit(result: PageResult, found: number): void {
    this.#found = Math.max(this.#found, found, this.done);
    const outcome = result.outcome === 'gone' ? 'failed' : result.outcome;
    this.#ctx.onEvent({
      type: 'page',
      docset: this.#docset.id,
      url: result.url,
      outcome,
      message: result.message ?? (result.outcome === 'gone' ? `HTTP ${result.status}` : undefined),
      status: result.status,
      done: this.done,
      found: this.#found,
      bytes: this.bytes,
    });
  }

  finish(outcome: DocsetResult['outcome'], error?: string): DocsetResult {
    const at = this.#ctx.now();
    const { summary } = this;
    finishRun(this.#ctx.cache.db, {
      id: this.#runId,
      docsetId: this.#docset.id,
      at: at.toISOString(),
      outcome,
      summary,
      error,
    });
    this.#ctx.onEvent({
      type: 'docset-end',
      docset: this.#docset.id,
      outcome,
      summary,
      error,
      at: at.toISOString(),
      seconds: (at.getTime() - this.#started.getTime()) / 1000,
    });
    return { docset: this.#docset.id, outcome, summary, error };
  }

  /** Ends a run that went through: cancelled, failed, or ok with removals applied. */
  complete(): DocsetResult {
    const ctx = this.#ctx;
    if (ctx.signal?.aborted) return this.finish('cancelled', 'cancelled');
    if (this.fatal) return this.finish('failed', this.fatal);
    if (this.#entryError) return this.finish('failed', this.#entryError);
    if (this.#firstTrouble) {
      return this.finish(
        'failed',
        `${this.#trouble} page(s) could not be fetched (first: ${this.#firstTrouble})`,
      );
    }
    const left = this.#leftBehind;
    // A new scope that gave no page at all (an entry that is no page) is no reason to drop the
    // old site: the docset would be left empty.
    if (left.length > 0 && this.kept === 0) {
      return this.finish(
        'failed',
        `nothing found in the docset’s scope; ${left.length} cached page(s) outside it are kept`,
      );
    }
    const at = ctx.now().toISOString();
    const removal = applyRemovals(ctx.cache.db, this.#gone, this.#known, at, left);
    this.summary.removed = removal.removed;
    if (removal.removed > 0) {
      const keys = [...this.#gone.map((r) => r.known!.key), ...left.map((l) => l.page.key)];
      for (const key of keys) recordRunChange(ctx.cache.db, this.#runId, key, 'removed');
      // 404s were reported as they came; pages left behind are reported now they are gone.
      for (const { page, reason } of left) {
        const result = { url: page.url, message: reason, links: [], images: [], bytes: 0 };
        this.emit({ outcome: 'removed', ...result }, 0);
      }
    }
    if (removal.refused) return this.finish('failed', removal.refused);
    return this.finish('ok');
  }
}
