import type { Docset } from '../catalog/docset.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { RunRecorder } from './run-recorder.ts';
import { RunTally } from './run-tally.ts';
import type { LeftBehind } from './split-by-scope.ts';
import type { DocsetResult } from './sync-event.ts';

/**
 * One docset's run as its crawls account to it (a repository's files, then its guide's site):
 * each outcome goes to the tally, which decides, then to the recorder, which writes and shows.
 */
export class DocsetRun {
  readonly tally: RunTally;
  readonly #recorder: RunRecorder;
  readonly #known: ReadonlyMap<string, KnownPage>;
  readonly #ctx: MirrorContext;
  readonly #notes: string[] = [];

  /** Begins a docset's run: its sync_runs row and the docset-start event. */
  static start(
    docset: Docset,
    known: ReadonlyMap<string, KnownPage>,
    ctx: MirrorContext,
    options: MirrorOptions,
  ): DocsetRun {
    const run = new DocsetRun(known, ctx, options, new RunRecorder(docset, ctx));
    run.#recorder.start();
    return run;
  }

  private constructor(
    known: ReadonlyMap<string, KnownPage>,
    ctx: MirrorContext,
    options: MirrorOptions,
    recorder: RunRecorder,
  ) {
    this.tally = new RunTally({ maxNetworkFailures: options.maxNetworkFailures });
    this.#recorder = recorder;
    this.#known = known;
    this.#ctx = ctx;
  }

  /** One page's outcome; `found` is what the calling source knows of (see RunTally.progress). */
  account(outcome: PageOutcome, found: number): void {
    const note = this.tally.add(outcome);
    this.#recorder.page(outcome, note, this.tally.progress(found));
  }

  /** Something the overrides asked for that the run cannot do: shown and recorded as failed. */
  unmet(url: string, message: string, found: number): void {
    this.tally.countUnmet();
    this.#recorder.recordUnmet(url, message, this.tally.progress(found));
  }

  /** Something the user should know of a run that is no page's failure (a trap cut, the cap). */
  note(message: string): void {
    this.#notes.push(message);
  }

  leaveBehind(pages: readonly LeftBehind[]): void {
    this.tally.leaveBehind(pages);
  }

  /** Whether pages should stop being started: cancelled, or a fatal error. */
  get stopped(): boolean {
    return this.#ctx.signal?.aborted === true || this.tally.fatal !== undefined;
  }

  /** Ends a run that could not go on (no entry URL, robots.txt, an unknown repository). */
  fail(error: string): DocsetResult {
    const decision = { outcome: 'failed' as const, error, removals: { pages: [] }, leftBehind: [] };
    return this.#recorder.finish(decision, this.tally.summary, this.tally.progress(0), this.#notes);
  }

  /** Ends a run that went through: cancelled, failed, or ok with its removals applied. */
  complete(): DocsetResult {
    const decision = this.tally.decide(this.#ctx.signal?.aborted === true, this.#known);
    return this.#recorder.finish(decision, this.tally.summary, this.tally.progress(0), this.#notes);
  }
}
