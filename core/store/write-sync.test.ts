import { describe, expect, it } from 'vitest';
import { openCache } from './open-cache.ts';
import { INTERRUPTED, startRun, upsertDocsets } from './write-sync.ts';

function cacheWith(...ids: string[]) {
  const cache = openCache({ file: ':memory:' });
  upsertDocsets(
    cache.db,
    ids.map((id) => ({
      id,
      name: id,
      section: 's',
      description: '',
      entryUrl: `http://127.0.0.1/${id}/`,
      catalog: 'c',
    })),
  );
  return cache;
}

function runs(cache: ReturnType<typeof cacheWith>) {
  return cache.db
    .prepare(
      'SELECT id, docset_id AS docset, outcome, error, finished_at AS finishedAt FROM sync_runs',
    )
    .all() as Array<{
    id: number;
    docset: string;
    outcome: string;
    error: string | null;
    finishedAt: string | null;
  }>;
}

describe('startRun', () => {
  it('closes a run a killed process left running as interrupted when the docset runs again', () => {
    const cache = cacheWith('a', 'b');
    const killed = startRun(cache.db, 'a', '2026-01-01T00:00:00.000Z');
    const other = startRun(cache.db, 'b', '2026-01-01T00:00:01.000Z');
    const next = startRun(cache.db, 'a', '2026-01-02T00:00:00.000Z');
    const byId = new Map(runs(cache).map((r) => [r.id, r]));
    expect(byId.get(killed)).toMatchObject({
      outcome: 'failed',
      error: INTERRUPTED,
      finishedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(byId.get(next)).toMatchObject({ outcome: 'running', error: null });
    // Another docset's run is its own: only a's next run speaks for a's last one.
    expect(byId.get(other)).toMatchObject({ outcome: 'running' });
  });
});
