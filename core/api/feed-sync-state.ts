import type { FeedPull } from '../feed/pull-subscriptions.ts';
import { withoutPassword } from '../feed/read-feed-status.ts';
import { queuedProgress } from './apply-sync-event.ts';
import type { DocsetProgress, SyncState } from './folio-api.ts';

/**
 * The sync state once one feed's pull is over: each docset it brings ok with the pages it now
 * holds, or failed with the feed's error, so the sync panel shows a pull as it shows a web sync
 * (not as "0 / 0 pages, 0 B" beside pages that did arrive). Docsets a first pull just learned of
 * (its index was never seen before) are added.
 */
export function applyFeedPull(
  state: SyncState,
  pull: FeedPull,
  brought: readonly string[],
  pagesOf: (docset: string) => number,
): SyncState {
  const location = withoutPassword(pull.location);
  const feed = { location, serial: pull.state.serial ?? null, downloaded: pull.downloaded };
  const done = (docset: string, p?: DocsetProgress): DocsetProgress => {
    // Queued at the start of the run, so no earlier error to drop: each feed is pulled once.
    const base = { ...(p ?? queuedProgress(docset)), feed };
    if (pull.error !== undefined)
      return { ...base, state: 'failed', error: `feed ${location}: ${pull.error}` };
    const pages = pagesOf(docset);
    return { ...base, state: 'ok', done: pages, found: pages };
  };
  const docsets = state.docsets.map((p) => (brought.includes(p.docset) ? done(p.docset, p) : p));
  for (const id of brought) if (!docsets.some((p) => p.docset === id)) docsets.push(done(id));
  return { ...state, seq: state.seq + 1, docsets };
}
