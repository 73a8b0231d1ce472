import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../mirror/testing/small-docs-site.ts';
import { createFolioApi } from './create-folio-api.ts';
import { createSettingsStore } from './settings-store.ts';
import type { ApiHarness } from './testing/api-harness.ts';
import { createApiHarness } from './testing/api-harness.ts';

const HOUR = 3_600_000;
let h: ApiHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The harness's API with the clock moved on by `ms` and the schedule given. */
function later(harness: ApiHarness, ms: number, scheduleMs: number | null) {
  return createFolioApi({
    cache: harness.cache,
    loadDocsets: () => Promise.resolve([harness.docset]),
    settings: createSettingsStore({ dir: harness.settingsDir, warn: () => {} }),
    sync: harness.sync,
    now: () => new Date(Date.now() + ms),
    scheduleMs: () => Promise.resolve(scheduleMs),
  });
}

describe('getChanges and stale', () => {
  it('lists what the last completed sync added, changed and removed, by title and URL', async () => {
    h = await createApiHarness();
    const [first] = await h.api.getChanges({});
    expect(first).toMatchObject({
      docset: 'fixture',
      run: { kind: 'sync', outcome: 'ok' },
      counts: { added: 5, changed: 0, removed: 0, failed: 0 },
      changed: [],
      removed: [],
      stale: false,
    });
    expect(first!.added.map((p) => p.title)).toContain('Zero Redundancy Optimizer');
    expect(first!.added[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\//);

    h.site.setFile('/docs/guide/pipeline.html', page('Pipeline parallelism', '<p>Rewritten.</p>'));
    h.site.deleteFile('/docs/api/engine.html');
    await h.api.startSync({});
    await h.sync.whenIdle();
    const [second] = await h.api.getChanges({ docset: 'fixture' });
    expect(second!.added).toEqual([]);
    expect(second!.changed).toEqual([
      { title: 'Pipeline parallelism', url: `${h.site.url}/docs/guide/pipeline.html` },
    ]);
    expect(second!.counts.changed).toBe(1);
    expect(second!.counts.removed + second!.counts.failed).toBe(1);
  });

  it('keeps showing the last completed run while the next one is running', async () => {
    h = await createApiHarness();
    const slow = h.site.use(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return false;
    });
    await h.api.startSync({});
    const [during] = await h.api.getChanges({});
    expect(during).toMatchObject({ run: { outcome: 'ok' }, counts: { added: 5 } });
    h.sync.cancel();
    await h.sync.whenIdle();
    slow();
  });

  it('calls a docset stale once its last good sync is older than the schedule (7 days if off)', async () => {
    h = await createApiHarness();
    const stale = async (api: ReturnType<typeof later>) => [
      (await api.listDocsets({}))[0]!.stale,
      (await api.getChanges({}))[0]!.stale,
    ];
    expect(await stale(later(h, 23 * HOUR, 24 * HOUR))).toEqual([false, false]);
    expect(await stale(later(h, 25 * HOUR, 24 * HOUR))).toEqual([true, true]);
    expect(await stale(later(h, 6 * 24 * HOUR, null))).toEqual([false, false]);
    expect(await stale(later(h, 8 * 24 * HOUR, null))).toEqual([true, true]);
    // By default the app's setting decides.
    await h.api.updateSettings({ syncEveryHours: 1 });
    const api = createFolioApi({
      cache: h.cache,
      loadDocsets: () => Promise.resolve([h!.docset]),
      settings: createSettingsStore({ dir: h.settingsDir, warn: () => {} }),
      sync: h.sync,
      now: () => new Date(Date.now() + 2 * HOUR),
    });
    expect(await stale(api)).toEqual([true, true]);
  });

  it('a docset never synced is neither stale nor changed; an unknown one is not found', async () => {
    h = await createApiHarness({ synced: false });
    expect(await h.api.listDocsets({})).toMatchObject([{ stale: false, lastOkSyncAt: null }]);
    expect(await h.api.getChanges({})).toEqual([]);
    await expect(h.api.getChanges({ docset: 'nope' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('getSyncSchedule', () => {
  it('reports the user’s setting, or the host’s interval when the host fixed one', async () => {
    h = await createApiHarness({ synced: false });
    expect(await h.api.getSyncSchedule({})).toEqual({ source: 'settings', intervalMs: 24 * HOUR });
    await h.api.updateSettings({ syncEveryHours: null });
    expect(await h.api.getSyncSchedule({})).toEqual({ source: 'settings', intervalMs: null });
    // What `folio serve --sync-every 6h` passes; without the flag it passes null: no schedule.
    expect(await later(h, 0, 6 * HOUR).getSyncSchedule({})).toEqual({
      source: 'server',
      intervalMs: 6 * HOUR,
    });
    expect(await later(h, 0, null).getSyncSchedule({})).toEqual({
      source: 'server',
      intervalMs: null,
    });
  });
});
