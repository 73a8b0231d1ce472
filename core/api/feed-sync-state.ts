import type { FeedPull } from '../feed/pull-subscriptions.ts';
import { withoutPassword } from '../feed/read-feed-status.ts';
import { queuedProgress } from './apply-sync-event.ts';
import type { DocsetProgress, SyncState } from './folio-api.ts';

/**
 * The sync state once one feed's pull is over: each docset it brings ok, or failed with the
 * feed's error, so the sync panel shows a pull as it shows a web sync. Docsets a first pull just
 * learned of (its index was never seen before) are added.
 */
export function applyFeedPull(
  state: SyncState,
  pull: FeedPull,
  brought: readonly string[],
): SyncState {
  const done = (docset: string, p?: DocsetProgress): DocsetProgress => {
    // Queued at the start of the run, so no earlier error to drop: each feed is pulled once.
    const base = p ?? queuedProgress(docset);
    return pull.error === undefined
      ? { ...base, state: 'ok' }
      : {
          ...base,
          state: 'failed',
          error: `feed ${withoutPassword(pull.location)}: ${pull.error}`,
        };
  };
  const docsets = state.docsets.map((p) => (brought.includes(p.docset) ? done(p.docset, p) : p));
  for (const id of brought) if (!docsets.some((p) => p.docset === id)) docsets.push(done(id));
  return { ...state, seq: state.seq + 1, docsets };
}
