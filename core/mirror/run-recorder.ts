import type { Docset } from '../catalog/docset.ts';
import { recordRunChange } from '../store/record-run-change.ts';
import type { RunSummary } from '../store/write-sync.ts';
import { finishRun, markRemoved, recordError, startRun } from '../store/write-sync.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { DeadBufferSchedule } from './release-dead-buffers.ts';
import type { PageNote, RunDecision } from './run-tally.ts';
import type { DocsetResult, PageEventOutcome } from './sync-event.ts';

type Progress = { done: number; found: number; bytes: number };

/**
 * The one writer of a run's record: the sync_runs row, its errors and changes, the removals a
 * completed run decided, and the progress events. It decides nothing (RunTally does).
 */
export class RunRecorder {
  readonly #docset: Docset;
  readonly #ctx: MirrorContext;
  #runId = 0;
  #started = new Date(0);
  readonly #buffers = new DeadBufferSchedule();

  constructor(docset: Docset, ctx: MirrorContext) {
    this.#docset = docset;
    this.#ctx = ctx;
  }

  start(): void {
    this.#started = this.#ctx.now();
    this.#runId = startRun(this.#ctx.cache.db, this.#docset.id, this.#started.toISOString());
    this.#ctx.onEvent({
      type: 'docset-start',
      docset: this.#docset.id,
      name: this.#docset.name,
      entryUrl: this.#docset.entryUrl,
      at: this.#started.toISOString(),
    });
  }

  page(outcome: PageOutcome, note: PageNote, progress: Progress): void {
    const { db } = this.#ctx.cache;
    const { writes } = this.#ctx;
    // The page's rows may be in the open batch: its record goes in the same one.
    if (note.error || note.change) writes?.open();
    if (note.error) {
      recordError(db, { runId: this.#runId, ...note.error, at: this.#ctx.now().toISOString() });
    }
    if (note.change) recordRunChange(db, this.#runId, keyOf(outcome), note.change);
    writes?.pageDone();
    this.#buffers.pageDone('bytes' in outcome ? outcome.bytes : 0);
    this.#emit(outcome.url, eventOf(outcome, note), progress);
  }

  /** A problem with what the overrides asked for, shown and recorded like a failed page. */
  recordUnmet(url: string, message: string, progress: Progress): void {
    const at = this.#ctx.now().toISOString();
    recordError(this.#ctx.cache.db, { runId: this.#runId, url, message, at });
    this.#emit(url, { outcome: 'failed', message }, progress);
  }

  /** Applies a completed run's removals (one transaction), then writes how the run ended. */
  finish(
    decision: RunDecision,
    summary: RunSummary,
    progress: Progress,
    notes: readonly string[] = [],
  ): DocsetResult {
    const { db } = this.#ctx.cache;
    const { pages } = decision.removals;
    if (decision.outcome === 'ok' && pages.length > 0) {
      markRemoved(
        db,
        pages.map((p) => p.id),
        this.#ctx.now().toISOString(),
      );
      for (const page of pages) recordRunChange(db, this.#runId, page.key, 'removed');
      // 404s were shown as they came; pages left behind are shown now they are gone.
      for (const { page, reason } of decision.leftBehind) {
        this.#emit(page.url, { outcome: 'removed', message: reason }, progress);
      }
    }
    const at = this.#ctx.now();
    const { outcome, error } = decision;
    // Notes are part of the run's record: each one a row beside its errors, with no page URL.
    for (const message of notes) {
      recordError(db, {
        runId: this.#runId,
        url: this.#docset.entryUrl,
        message,
        at: at.toISOString(),
      });
    }
    const extra = notes.length > 0 ? { notes: [...notes] } : {};
    finishRun(db, {
      id: this.#runId,
      docsetId: this.#docset.id,
      at: at.toISOString(),
      outcome,
      summary,
      error,
    });
    // A finished run is committed before it is reported: its pages are in the cache for good.
    this.#ctx.writes?.commit();
    this.#ctx.onEvent({
      type: 'docset-end',
      docset: this.#docset.id,
      outcome,
      summary,
      error,
      ...extra,
      at: at.toISOString(),
      seconds: (at.getTime() - this.#started.getTime()) / 1000,
    });
    return { docset: this.#docset.id, outcome, summary, error, ...extra };
  }

  #emit(
    url: string,
    what: { outcome: PageEventOutcome; message?: string; status?: number },
    progress: Progress,
  ): void {
    this.#ctx.onEvent({ type: 'page', docset: this.#docset.id, url, ...what, ...progress });
  }
}

/** Changes are recorded under the key the page is stored at (a redirect's target). */
function keyOf(outcome: PageOutcome): string {
  return pageKey(outcome.url);
}

function eventOf(
  outcome: PageOutcome,
  note: PageNote,
): { outcome: PageEventOutcome; message?: string; status?: number } {
  switch (outcome.kind) {
    case 'stored':
      return { outcome: outcome.change };
    case 'redirected':
      return { outcome: 'redirected', message: `redirects to ${outcome.to}` };
    case 'duplicate':
      return { outcome: 'skipped', message: `duplicate of ${outcome.of}` };
    case 'skipped':
      return { outcome: 'skipped', message: outcome.message };
    case 'gone':
      return {
        outcome: 'failed',
        message: note.error?.message ?? outcome.message ?? `HTTP ${outcome.status}`,
        status: outcome.status,
      };
    case 'failed':
      return { outcome: 'failed', message: outcome.message, status: outcome.status };
    case 'cancelled':
      // Not a failure of the page: the run was stopped before it arrived (the run says cancelled).
      return { outcome: 'skipped', message: 'cancelled' };
  }
}
