import type { SyncEvent } from '../mirror/sync-event.ts';
import { isNotPage } from '../mirror/sync-event.ts';
import type { DocsetProgress, SyncState } from './folio-api.ts';

/** The UI shows the latest page errors; a broken site can fail thousands of pages. */
export const MAX_SYNC_ERRORS = 50;

export const idleSyncState: SyncState = {
  running: false,
  startedAt: null,
  finishedAt: null,
  docsets: [],
  errors: [],
  seq: 0,
};

/**
 * The next sync state after one mirror event. States are never mutated, only replaced, so a
 * state handed to a listener or a bridge stays what it was when it was sent.
 */
export function applySyncEvent(state: SyncState, event: SyncEvent): SyncState {
  const update = (change: (p: DocsetProgress) => DocsetProgress): DocsetProgress[] =>
    state.docsets.map((p) => (p.docset === event.docset ? change(p) : p));
  switch (event.type) {
    case 'docset-start':
      return { ...state, seq: state.seq + 1, docsets: update((p) => ({ ...p, state: 'running' })) };
    case 'page': {
      const failed = event.outcome === 'failed';
      const errors = failed
        ? [
            ...state.errors,
            { docset: event.docset, url: event.url, message: event.message ?? 'failed' },
          ].slice(-MAX_SYNC_ERRORS)
        : state.errors;
      const docsets = update((p) => ({
        ...p,
        state: 'running',
        done: event.done,
        found: event.found,
        bytes: event.bytes,
        failed: p.failed + (failed ? 1 : 0),
        notPages: p.notPages + (isNotPage(event.outcome) ? 1 : 0),
      }));
      return { ...state, seq: state.seq + 1, docsets, errors };
    }
    case 'docset-end': {
      const docsets = update((p) =>
        event.error === undefined
          ? { ...p, state: event.outcome }
          : { ...p, state: event.outcome, error: event.error },
      );
      return { ...state, seq: state.seq + 1, docsets };
    }
  }
}

/** A docset waiting for its turn in a run: nothing counted yet. */
export function queuedProgress(docset: string): DocsetProgress {
  return { docset, state: 'queued', done: 0, found: 0, bytes: 0, failed: 0, notPages: 0 };
}

/** The state a run starts from: every chosen docset queued, errors of the last run forgotten. */
export function startSyncState(state: SyncState, docsets: readonly string[], at: Date): SyncState {
  return {
    running: true,
    startedAt: at.toISOString(),
    finishedAt: null,
    docsets: docsets.map(queuedProgress),
    errors: [],
    seq: state.seq + 1,
  };
}

/**
 * The state once the run is over. Docsets the run never finished are cancelled when it was
 * cancelled, and failed with the run's error when it broke off (disk full, cache closed).
 */
export function finishSyncState(
  state: SyncState,
  at: Date,
  ending: { cancelled: boolean; error?: string; offline?: boolean },
): SyncState {
  const docsets = state.docsets.map((p): DocsetProgress => {
    if (p.state !== 'queued' && p.state !== 'running') return p;
    if (ending.error !== undefined) return { ...p, state: 'failed', error: ending.error };
    return { ...p, state: ending.cancelled ? 'cancelled' : 'failed' };
  });
  const offline = ending.offline === true;
  return {
    ...state,
    running: false,
    finishedAt: at.toISOString(),
    docsets,
    seq: state.seq + 1,
    offline,
  };
}
