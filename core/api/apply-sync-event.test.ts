import { describe, expect, it } from 'vitest';
import {
  applySyncEvent,
  finishSyncState,
  idleSyncState,
  startSyncState,
} from './apply-sync-event.ts';

const at = new Date('2026-01-01T00:00:00Z');
const summary = { new: 0, changed: 0, unchanged: 0, restored: 0, removed: 0, failed: 0 };

describe('applySyncEvent', () => {
  it('follows a docset from queued to done without touching the other', () => {
    let state = startSyncState(idleSyncState, ['a', 'b'], at);
    const start = state;
    state = applySyncEvent(state, {
      type: 'docset-start',
      docset: 'a',
      name: 'A',
      entryUrl: 'x',
      at: '',
    });
    state = applySyncEvent(state, {
      type: 'page',
      docset: 'a',
      url: 'u',
      outcome: 'new',
      done: 1,
      found: 3,
      bytes: 10,
    });
    state = applySyncEvent(state, {
      type: 'docset-end',
      docset: 'a',
      outcome: 'ok',
      summary,
      at: '',
      seconds: 1,
    });
    expect(state.docsets).toEqual([
      { docset: 'a', state: 'ok', done: 1, found: 3, bytes: 10, failed: 0, notPages: 0 },
      { docset: 'b', state: 'queued', done: 0, found: 0, bytes: 0, failed: 0, notPages: 0 },
    ]);
    expect(state.seq).toBe(start.seq + 3);
    expect(start.docsets[0]!.state).toBe('queued');
    state = finishSyncState(state, at, { cancelled: true });
    expect(state.docsets.map((d) => d.state)).toEqual(['ok', 'cancelled']);
    expect(state.running).toBe(false);
  });

  it('keeps only the latest 50 page errors', () => {
    let state = startSyncState(idleSyncState, ['a'], at);
    for (let i = 0; i < 60; i++) {
      state = applySyncEvent(state, {
        type: 'page',
        docset: 'a',
        url: `u${i}`,
        outcome: 'failed',
        message: 'HTTP 500',
        done: i,
        found: 60,
        bytes: 0,
      });
    }
    expect(state.errors).toHaveLength(50);
    expect(state.errors[0]!.url).toBe('u10');
    expect(state.errors.at(-1)).toEqual({ docset: 'a', url: 'u59', message: 'HTTP 500' });
    expect(state.docsets[0]!.failed).toBe(60);
  });

  it('counts what was handled but is no page, so the pages done add up to the result', () => {
    let state = startSyncState(idleSyncState, ['a'], at);
    const outcomes = ['new', 'redirected', 'new', 'skipped', 'unchanged', 'failed'] as const;
    outcomes.forEach((outcome, i) => {
      state = applySyncEvent(state, {
        type: 'page',
        docset: 'a',
        url: `u${i}`,
        outcome,
        done: i + 1,
        found: 6,
        bytes: 0,
      });
    });
    expect(state.docsets[0]).toMatchObject({ done: 6, failed: 1, notPages: 2 });
  });
});
