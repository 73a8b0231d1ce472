import { afterEach, describe, expect, it } from 'vitest';
import { scheduleSync } from '../schedule/schedule-sync.ts';
import { FakeClock } from '../schedule/testing/fake-clock.ts';
import type { Engine } from './open-engine.ts';
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
