import type { KnownPage } from '../store/read-pages.ts';
import type { RunOutcome, RunSummary } from '../store/write-sync.ts';
import { emptySummary } from '../store/write-sync.ts';
import type { PageOutcome } from './page-outcome.ts';
import { planRemovals } from './plan-removals.ts';
import type { RemovalPlan } from './plan-removals.ts';
import type { LeftBehind } from './split-by-scope.ts';
import { pageKey } from '../url/canonicalize-url.ts';

/** What the recorder writes for one page, decided by the tally. */
export interface PageNote {
  /** A sync error row: failures, and 404s of pages the cache never had. */
  error?: { url: string; status?: number; message: string };
  /** A line of "what changed since the last sync". */
  change?: 'new' | 'changed';
}

/** How a run ends: the outcome, its error, and the removals to apply (only when it is ok). */
export interface RunDecision {
  outcome: RunOutcome;
  error?: string;
  removals: RemovalPlan;
  /** Pages left behind by a scope change, with the reason shown as they go. */
  leftBehind: readonly LeftBehind[];
}

/**
 * The counting and the decisions of one docset run, with no I/O: what each outcome adds to the
 * summary and the page cap, which failures mean the mirror is incomplete, when the server is to be
 * taken as down, and how the run ends. Its state changes only through its methods.
 */
export class RunTally {
  readonly #summary: RunSummary = emptySummary();
  readonly #maxNetworkFailures: number;
  readonly #keptKeys = new Set<string>();
  readonly #goneKeys = new Set<string>();
  readonly #gone: KnownPage[] = [];
  readonly #leftBehind: LeftBehind[] = [];
  #entry: string | undefined;
  #entryError: string | undefined;
  #kept = 0;
  #done = 0;
  #bytes = 0;
  #found = 0;
  #firstKept: string | undefined;
  #networkFailures = 0;
  // Pages the server could not deliver (no answer, 5xx): the mirror is incomplete, so the run
  // fails and applies no removals. Broken links (404) and oversized pages do not count.
  #trouble = 0;
  #firstTrouble: string | undefined;
  #fatal: string | undefined;

  constructor(options: { maxNetworkFailures: number }) {
    this.#maxNetworkFailures = options.maxNetworkFailures;
  }

  /** The entry URL: its failure fails the whole run. */
  setEntry(url: string): void {
    this.#entry = url;
  }

  /** Cached pages the docset's scope no longer covers: removed if the run completes. */
  leaveBehind(pages: readonly LeftBehind[]): void {
    this.#leftBehind.push(...pages);
  }

  add(outcome: PageOutcome): PageNote {
    this.#done++;
    if ('bytes' in outcome) this.#bytes += outcome.bytes;
    const network = outcome.kind === 'failed' && outcome.network;
    this.#networkFailures = network ? this.#networkFailures + 1 : 0;
    const note = this.#note(outcome);
    if (note.error && outcome.url === this.#entry) {
      this.#entryError = `${this.#entry}: ${note.error.message}`;
    }
    if (outcome.kind === 'failed' && outcome.transient) {
      this.#trouble++;
      this.#firstTrouble ??= `${outcome.url}: ${outcome.message}`;
    }
    if (this.#networkFailures >= this.#maxNetworkFailures && outcome.kind === 'failed') {
      this.stop(`server stopped answering (${outcome.url}: ${outcome.message})`);
    }
    return note;
  }

  #note(outcome: PageOutcome): PageNote {
    switch (outcome.kind) {
      case 'stored': {
        this.#summary[outcome.change]++;
        this.#kept++;
        this.#keptKeys.add(pageKey(outcome.url));
        this.#firstKept ??= outcome.url;
        if (outcome.change === 'unchanged') return {};
        // A page back from removal is, for "what changed", a page added.
        return { change: outcome.change === 'restored' ? 'new' : outcome.change };
      }
      case 'gone': {
        this.#goneKeys.add(pageKey(outcome.url));
        if (outcome.known?.status === 'ok') {
          this.#gone.push(outcome.known);
          return {};
        }
        this.#summary.failed++;
        const message = outcome.message ?? `HTTP ${outcome.status}`;
        return { error: { url: outcome.url, status: outcome.status, message } };
      }
      case 'failed':
        this.#summary.failed++;
        return { error: { url: outcome.url, status: outcome.status, message: outcome.message } };
      case 'redirected':
      case 'duplicate':
      case 'skipped':
      case 'cancelled':
        return {};
    }
  }

  /** Something the overrides asked for that the run cannot do: a failure, not a failed run. */
  countUnmet(): void {
    this.#summary.failed++;
  }

  addBytes(bytes: number): void {
    this.#bytes += bytes;
  }

  /** The run must stop (disk full, server down); the first reason stands. */
  stop(reason: string): void {
    this.#fatal ??= reason;
  }

  /**
   * Pages known to exist for progress: `found` is what the caller's source knows of, but pages
   * come from several sources, so one rule here keeps every event sane: found never falls below
   * done ("10 / 1 pages") and never shrinks between events.
   */
  progress(found: number): { done: number; found: number; bytes: number } {
    this.#found = Math.max(this.#found, found, this.#done);
    return { done: this.#done, found: this.#found, bytes: this.#bytes };
  }

  get summary(): RunSummary {
    return { ...this.#summary };
  }
  /** Pages kept (new, changed, unchanged, restored): what the page cap counts. */
  get kept(): number {
    return this.#kept;
  }
  get done(): number {
    return this.#done;
  }
  /** The first page kept: where a redirect or meta refresh from the entry landed. */
  get firstKept(): string | undefined {
    return this.#firstKept;
  }
  get fatal(): string | undefined {
    return this.#fatal;
  }
  /** Kept in this run, by page key: what llms-full.txt must not store again. */
  hasKept(key: string): boolean {
    return this.#keptKeys.has(key);
  }
  /** Answered 404/410 in this run, by page key. */
  hasGone(key: string): boolean {
    return this.#goneKeys.has(key);
  }

  /** How the run ends, once it went through (cancelled, stopped, or completed). */
  decide(aborted: boolean, known: ReadonlyMap<string, KnownPage>): RunDecision {
    const none = { removals: { pages: [] }, leftBehind: [] };
    if (aborted) return { outcome: 'cancelled', error: 'cancelled', ...none };
    if (this.#fatal) return { outcome: 'failed', error: this.#fatal, ...none };
    if (this.#entryError) return { outcome: 'failed', error: this.#entryError, ...none };
    if (this.#firstTrouble) {
      const error = `${this.#trouble} page(s) could not be fetched (first: ${this.#firstTrouble})`;
      return { outcome: 'failed', error, ...none };
    }
    const left = this.#leftBehind;
    // A new scope that gave no page at all (an entry that is no page) is no reason to drop the
    // old site: the docset would be left empty.
    if (left.length > 0 && this.#kept === 0) {
      const error = `nothing found in the docset’s scope; ${left.length} cached page(s) outside it are kept`;
      return { outcome: 'failed', error, ...none };
    }
    const removals = planRemovals(this.#gone, known, left);
    this.#summary.removed = removals.pages.length;
    if (removals.refused)
      return { outcome: 'failed', error: removals.refused, removals, leftBehind: [] };
    return { outcome: 'ok', removals, leftBehind: left };
  }
}
