import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalog } from '../api/catalog.ts';
import type { SyncController } from '../api/sync-controller.ts';
import { createSyncController } from '../api/sync-controller.ts';
import type { Publisher } from '../feed/testing/feed-fixture.ts';
import { REFERENCE_PAGES, referencePages, startPublisher } from '../feed/testing/feed-fixture.ts';
import { digestOf } from '../feed/testing/feed-subscriber.ts';
import { generateKeyFiles } from '../feed/minisign-keys.ts';
import { readSubscriptions, writeSubscriptions } from '../feed/subscriptions.ts';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { scheduleSync } from './schedule-sync.ts';
import { FakeClock } from './testing/fake-clock.ts';

const DAY = 86_400_000;
let publisher: Publisher;
let cache: Cache;
let sync: SyncController;
let feedsDir: string;
beforeEach(async () => {
  publisher = await startPublisher();
  const root = mkdtempSync(join(tmpdir(), 'folio-schedule-feeds-'));
  feedsDir = join(root, 'settings');
  // The feed is a plain folder, as on a shared filesystem or a USB stick.
  const publicKey = keyLine(publisher.publicKeyText);
  writeSubscriptions(feedsDir, [{ location: publisher.dir, publicKey, docsets: [], state: {} }]);
  cache = openCache({ file: join(root, 'node.db') });
  // No catalog: a subscriber node has nothing to sync from the web.
  sync = createSyncController({
    cache,
    loadCatalog: () => Promise.resolve(emptyCatalog),
    feedsDir,
  });
});
afterEach(async () => {
  await sync.whenIdle();
  cache.close();
  await publisher.close();
});

/** feeds.json keeps the key's base64 line, as folio subscribe writes it. */
function keyLine(text: string): string {
  return text.split('\n').find((l) => l.trim() && !l.startsWith('untrusted comment:'))!;
}

/** A publish at the real time: the index's expiry is checked against the pull's real clock. */
async function publishNow(): Promise<number> {
  await publisher.sync(new Date().toISOString());
  return (await publisher.publish(new Date().toISOString())).index.serial;
}

describe('scheduleSync with feed subscriptions', () => {
  it('a tick pulls the feed (no web probe asked), and the next interval pulls its new serial', async () => {
    expect(await publishNow()).toBe(1);
    const clock = new FakeClock(new Date().toISOString());
    const events: string[] = [];
    const errors: unknown[] = [];
    const scheduler = scheduleSync({
      sync,
      cache,
      intervalMs: DAY,
      // The docs sites are out of reach from this node: a feed pull must not wait for them.
      isOnline: () => Promise.resolve(false),
      clock,
      // Each wake-up reads feeds.json; a minute's would make 720 of them in half a fake day.
      maxTimerMs: DAY / 4,
      onError: (error) => errors.push(error),
      onRun: (event) => events.push(event),
    });
    scheduler.start();
    await expect.poll(() => events).toEqual(['started', 'finished']);
    expect(sync.listFeeds()).toEqual([
      expect.objectContaining({
        location: publisher.dir,
        docsets: ['fixture-docs'],
        serial: 1,
        lastError: null,
      }),
    ]);
    expect(sync.getState()).toMatchObject({
      running: false,
      docsets: [{ docset: 'fixture-docs', state: 'ok' }],
    });
    expect(digestOf(cache.file)).toEqual(digestOf(publisher.cacheFile));

    for (const [path, html] of Object.entries(referencePages(REFERENCE_PAGES + 1, { 2: 1 }))) {
      publisher.site.setFile(path, html);
    }
    expect(await publishNow()).toBe(2);
    // Half an interval: not due, the node keeps serial 1.
    await clock.advance(DAY / 2);
    expect(events).toEqual(['started', 'finished']);
    expect(sync.listFeeds()[0]?.serial).toBe(1);
    await clock.advance(DAY / 2 + 60_000);
    await expect.poll(() => events).toEqual(['started', 'finished', 'started', 'finished']);
    expect(sync.listFeeds()[0]).toMatchObject({ serial: 2, lastError: null });
    expect(digestOf(cache.file)).toEqual(digestOf(publisher.cacheFile));
    expect(digestOf(cache.file).pages).toBe(digestOf(publisher.cacheFile).pages);
    await scheduler.stop();
    expect(errors).toEqual([]);
  });

  it('a fed docset named for a web sync is refused; a feed refused shows in the state', async () => {
    expect(await publishNow()).toBe(1);
    await sync.start();
    await sync.whenIdle();
    await expect(sync.start(['fixture-docs'])).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/fixture-docs comes from the feed .*one place/) as unknown,
    });
    const [feed] = readSubscriptions(feedsDir);
    writeSubscriptions(feedsDir, [
      { ...feed!, publicKey: keyLine(generateKeyFiles().publicKeyText) },
    ]);
    await sync.start();
    await sync.whenIdle();
    const [progress] = sync.getState().docsets;
    expect(sync.getState().docsets).toHaveLength(1);
    expect(progress).toMatchObject({ docset: 'fixture-docs', state: 'failed' });
    expect(progress?.error).toMatch(/^feed .*: .*not by the subscribed key/);
    expect(sync.listFeeds()[0]?.serial).toBe(1);
    expect(sync.listFeeds()[0]?.lastError).toMatch(/not by the subscribed key/);
  });
});
