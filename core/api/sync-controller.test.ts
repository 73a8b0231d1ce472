import type { ApiError } from './folio-api.ts';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCatalog } from './catalog.ts';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import { openCache } from '../store/open-cache.ts';
import type { SyncState } from './folio-api.ts';
import { createSyncController } from './sync-controller.ts';
import type { ApiHarness } from './testing/api-harness.ts';
import { createApiHarness, testRunSync } from './testing/api-harness.ts';

const harnesses: ApiHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});
async function setup(): Promise<ApiHarness> {
  const harness = await createApiHarness({ synced: false });
  harnesses.push(harness);
  return harness;
}

describe('createSyncController', () => {
  it('runs a sync of the fixture site and reports start, progress and the finished state', async () => {
    const { sync, cache } = await setup();
    const states: SyncState[] = [];
    sync.subscribe((state) => states.push(state));
    const started = await sync.start();
    expect(started).toMatchObject({ running: true, finishedAt: null });
    expect(states[0]).toMatchObject({
      running: true,
      docsets: [{ docset: 'fixture', state: 'queued', done: 0 }],
    });
    expect(existsSync(`${cache.file}.sync-lock`)).toBe(true);
    await sync.whenIdle();

    const last = sync.getState();
    expect(last).toMatchObject({
      running: false,
      docsets: [{ docset: 'fixture', state: 'ok', done: 5, failed: 0 }],
      errors: [],
    });
    expect(last.finishedAt).not.toBeNull();
    expect(states.some((s) => s.docsets[0]?.state === 'running' && s.docsets[0].done > 0)).toBe(
      true,
    );
    const seqs = states.map((s) => s.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(states.at(-1)).toBe(last);
    expect(existsSync(`${cache.file}.sync-lock`)).toBe(false);
  });

  it('refuses a second start while one runs, and starts again once it is over', async () => {
    const { sync } = await setup();
    const first = sync.start();
    await expect(sync.start()).rejects.toMatchObject({ code: 'busy' });
    await first;
    await expect(sync.start(['fixture'])).rejects.toMatchObject({ code: 'busy' });
    await sync.whenIdle();
    await sync.start(['fixture']);
    await sync.whenIdle();
    expect(sync.getState().docsets[0]).toMatchObject({ state: 'ok' });
  });

  it('is busy while another process (a CLI sync) holds the lock', async () => {
    const { sync, cache } = await setup();
    const release = acquireSyncLock(cache.file);
    try {
      await expect(sync.start()).rejects.toMatchObject({ code: 'busy', message: /another sync/ });
    } finally {
      release();
    }
    await sync.start();
    await sync.whenIdle();
  });

  it('cancels a running sync; pages cached so far are kept and the state says cancelled', async () => {
    const { sync, site, cache, api } = await setup();
    // Every page after the first answers slowly, so the cancel lands mid-run.
    site.use(async (req) => {
      if (req.url !== '/docs/index.html' && req.url?.endsWith('.html')) {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return false;
    });
    const firstPage = new Promise<void>((resolve) =>
      sync.subscribe((s) => (s.docsets[0]?.done ? resolve() : undefined)),
    );
    await sync.start();
    await firstPage;
    expect(sync.cancel().running).toBe(true);
    await sync.whenIdle();
    expect(sync.getState()).toMatchObject({
      running: false,
      docsets: [{ state: 'cancelled' }],
    });
    const pages = cache.db.prepare('SELECT count(*) AS n FROM pages').get() as { n: number };
    expect(pages.n).toBeGreaterThanOrEqual(1);
    expect(pages.n).toBeLessThan(5);
    // Pages the cancel cut off are no failures, and a cancelled first sync is unfinished: not
    // stale, no "last sync failed".
    expect(sync.getState().docsets[0]!.failed).toBe(0);
    expect(sync.getState().errors).toEqual([]);
    const [docset] = await api.listDocsets({});
    expect(docset).toMatchObject({ stale: false, lastError: null });
  });

  it('keeps page errors of the run, and stops calling a listener after unsubscribe', async () => {
    const { sync, site } = await setup();
    site.use((req, res) => {
      if (req.url !== '/docs/guide/pipeline.html') return false;
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return true;
    });
    let calls = 0;
    const unsubscribe = sync.subscribe(() => calls++);
    await sync.start();
    unsubscribe();
    const seen = calls;
    await sync.whenIdle();
    expect(calls).toBe(seen);
    expect(sync.getState().errors).toEqual([
      expect.objectContaining({
        docset: 'fixture',
        url: expect.stringContaining('pipeline') as unknown,
      }),
    ]);
    expect(sync.getState().docsets[0]).toMatchObject({ failed: 1 });
  });

  it('refuses unknown docsets and a read-only cache', async () => {
    const { sync, cache, docset } = await setup();
    await expect(sync.start(['fixture', 'nope'])).rejects.toMatchObject({
      code: 'invalid-input',
      message: 'unknown docset: nope',
    });
    await sync.start();
    await sync.whenIdle();
    const readOnly = openCache({ file: cache.file, readOnly: true });
    try {
      const controller = createSyncController({
        cache: readOnly,
        loadCatalog: () => Promise.resolve({ ...emptyCatalog, docsets: [docset] }),
        runSync: testRunSync,
      });
      const refused = (await controller.start().catch((error: unknown) => error)) as ApiError;
      expect(refused.code).toBe('forbidden');
      expect(refused.message).toMatch(/^read-only cache: syncing/);
    } finally {
      readOnly.close();
    }
  });

  it('syncs the docsets the cache knows when there is no catalog', async () => {
    const { cache, sync } = await setup();
    await sync.start();
    await sync.whenIdle();
    const synced: string[] = [];
    const controller = createSyncController({
      cache,
      loadCatalog: () => Promise.resolve(emptyCatalog),
      runSync: (options) => {
        synced.push(...options.docsets.map((d) => d.id));
        return testRunSync(options);
      },
    });
    await controller.start();
    await controller.whenIdle();
    expect(synced).toEqual(['fixture']);
  });

  it('ends the run as failed, with the error, when the sync itself throws', async () => {
    const { cache, docset } = await setup();
    const controller = createSyncController({
      cache,
      loadCatalog: () => Promise.resolve({ ...emptyCatalog, docsets: [docset] }),
      runSync: () => Promise.reject(new Error('disk full')),
      now: () => new Date('2026-01-02T03:04:05Z'),
    });
    await controller.start();
    await controller.whenIdle();
    expect(controller.getState()).toMatchObject({
      running: false,
      startedAt: '2026-01-02T03:04:05.000Z',
      finishedAt: '2026-01-02T03:04:05.000Z',
      docsets: [{ docset: 'fixture', state: 'failed', error: 'disk full' }],
    });
    expect(existsSync(`${cache.file}.sync-lock`)).toBe(false);
  });
});
