import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testRunSync } from '../api/testing/api-harness.ts';
import { scheduleSync } from '../schedule/schedule-sync.ts';
import { FakeClock } from '../schedule/testing/fake-clock.ts';
import type { Engine } from './open-engine.ts';
import { openEngine } from './open-engine.ts';
import type { OverrideFixture } from './testing/override-fixture.ts';
import { overrideFixture } from './testing/override-fixture.ts';

let fixture: OverrideFixture | undefined;
const engines: Engine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
  await fixture?.close();
  fixture = undefined;
});

async function opened(): Promise<{ f: OverrideFixture; engine: Engine }> {
  fixture ??= await overrideFixture();
  const engine = fixture.open();
  engines.push(engine);
  return { f: fixture, engine };
}

const secret = (f: OverrideFixture) => `${f.site.url}/private/secret.html`;

describe('one engine: every way to start a sync honours the overrides', () => {
  it('run(), as folio sync uses it, mirrors the extra prefix', async () => {
    const { f, engine } = await opened();
    const [result] = await engine.sync.run();
    expect(result).toMatchObject({ docset: 'fixture', outcome: 'ok' });
    expect(f.livePages(engine)).toContain(secret(f));
  });

  it('start(), as the app and folio serve use it, keeps every page run() kept', async () => {
    const { f, engine } = await opened();
    await engine.sync.run();
    const before = f.livePages(engine);
    await engine.api.startSync({});
    await engine.sync.whenIdle();
    expect(engine.sync.getState().docsets[0]).toMatchObject({ state: 'ok', failed: 0 });
    expect(f.livePages(engine)).toEqual(before);
    expect(before).toContain(secret(f));
  });

  it('a scheduled sync honours them too', async () => {
    const { f, engine } = await opened();
    const runs: string[] = [];
    const scheduler = scheduleSync({
      sync: engine.sync,
      cache: engine.cache,
      intervalMs: 86_400_000,
      isOnline: () => Promise.resolve(true),
      clock: new FakeClock(new Date().toISOString()),
      onRun: (event) => runs.push(event),
    });
    scheduler.start();
    await expect.poll(() => runs).toEqual(['started', 'finished']);
    await scheduler.stop();
    expect(f.livePages(engine)).toContain(secret(f));
  });

  it('takes the lock in one place: a second run while one is going is refused as busy', async () => {
    const { engine } = await opened();
    const first = engine.sync.run();
    await expect(engine.sync.run()).rejects.toMatchObject({ code: 'busy' });
    await first;
  });
});

describe('the library through the API (the app’s Add and Remove)', () => {
  it('adds a site to the user catalog, syncs it, lists it, and removes it with its pages', async () => {
    const f = await overrideFixture();
    fixture = f;
    const engine = openEngine({
      cacheFile: f.cacheFile,
      catalogs: () => [f.catalog],
      userCatalog: join(f.dir, 'home', 'catalog.md'),
      settingsDir: join(f.dir, 'settings'),
      warn: () => {},
      runSync: testRunSync,
    });
    engines.push(engine);
    const url = `${f.site.url}/docs/guide/zero.html`;
    const found = await engine.api.probeSite({ url });
    expect(found).toMatchObject({ id: 'zero-redundancy-optimizer', taken: null, kind: 'website' });
    const taken = await engine.api.probeSite({ url: `${f.site.url}/docs/index.html` });
    expect(taken).toMatchObject({ id: 'fixture', taken: f.catalog });
    const added = await engine.api.addDocset({ url, name: 'Guide' });
    expect(added.docset).toBe('guide');
    await engine.sync.whenIdle();
    const listed = await engine.api.listDocsets({});
    expect(listed.find((d) => d.id === 'guide')!.pages).toBeGreaterThan(0);
    await expect(engine.api.addDocset({ url, name: 'Guide' })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/"guide" is already in/) as unknown,
    });
    const removed = await engine.api.removeDocset({ docset: 'guide', purge: true });
    expect(removed).toMatchObject({ removedFromCatalog: true });
    expect(removed.purgedPages).toBeGreaterThan(0);
    expect((await engine.api.listDocsets({})).map((d) => d.id)).toEqual(['fixture']);
  });
});
