import { describe, expect, it } from 'vitest';
import type { FeedPull } from '../feed/pull-subscriptions.ts';
import { idleSyncState, startSyncState } from './apply-sync-event.ts';
import { applyFeedPull } from './feed-sync-state.ts';

const at = new Date('2026-01-01T00:00:00Z');
const pull: FeedPull = {
  location: 'https://node:secret@docs.internal/folio/',
  state: { serial: 4 },
  plan: 'deltas',
  serial: 4,
  downloaded: 12_345,
  applied: ['delta-a.folio.zst'],
};
const pages = { alpha: 120, beta: 7 } as Record<string, number>;
const pagesOf = (id: string): number => pages[id] ?? 0;

describe('applyFeedPull', () => {
  it('shows the pages a pull left, its serial and its download, and leaves other docsets alone', () => {
    const state = startSyncState(idleSyncState, ['alpha', 'web'], at);
    const after = applyFeedPull(state, pull, ['alpha', 'beta'], pagesOf);
    const feed = {
      location: 'https://node:***@docs.internal/folio/',
      serial: 4,
      downloaded: 12_345,
    };
    expect(after.docsets).toEqual([
      expect.objectContaining({ docset: 'alpha', state: 'ok', done: 120, found: 120, feed }),
      expect.objectContaining({ docset: 'web', state: 'queued', done: 0 }),
      expect.objectContaining({ docset: 'beta', state: 'ok', done: 7, found: 7, feed }),
    ]);
    expect(after.docsets[1]).not.toHaveProperty('feed');
    expect(after.seq).toBe(state.seq + 1);
  });

  it('marks a refused pull failed with the feed named, keeping the serial held before', () => {
    const state = startSyncState(idleSyncState, ['alpha'], at);
    const refused = { ...pull, state: { serial: 3 }, downloaded: 0, applied: [] };
    const after = applyFeedPull(
      state,
      { ...refused, plan: 'failed', serial: undefined, error: 'its signature does not match' },
      ['alpha'],
      pagesOf,
    );
    expect(after.docsets).toEqual([
      expect.objectContaining({
        state: 'failed',
        done: 0,
        error: 'feed https://node:***@docs.internal/folio/: its signature does not match',
        feed: { location: 'https://node:***@docs.internal/folio/', serial: 3, downloaded: 0 },
      }),
    ]);
  });
});
