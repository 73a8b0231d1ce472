import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedStatus } from '../../core/feed/read-feed-status.ts';
import type { Publisher } from '../../core/feed/testing/feed-fixture.ts';
import {
  REFERENCE_PAGES,
  referencePages,
  startPublisher,
} from '../../core/feed/testing/feed-fixture.ts';
import { digestOf } from '../../core/feed/testing/feed-subscriber.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

let publisher: Publisher;
let root: string;
let home: { FOLIO_HOME: string };
let cache: string;
beforeEach(async () => {
  publisher = await startPublisher();
  root = mkdtempSync(join(tmpdir(), 'folio-sync-exit-'));
  writeFileSync(join(root, 'feed.pub'), publisher.publicKeyText);
  home = { FOLIO_HOME: join(root, 'home') };
  cache = join(root, 'node.db');
  await publisher.sync(new Date().toISOString());
  await publisher.publish(new Date().toISOString());
  const sub = await runFolioInProcess(
    ['subscribe', publisher.dir, '--key', join(root, 'feed.pub')],
    home,
  );
  expect(sub.code, sub.stderr).toBe(0);
});
afterEach(() => publisher.close());

const sync = () => runFolioInProcess(['sync', '--cache', cache], home);
const feeds = async (): Promise<FeedStatus[]> =>
  JSON.parse(
    (await runFolioInProcess(['status', '--feeds', '--json'], home)).stdout,
  ) as FeedStatus[];

/** Keeps the feed's current index and signature, to put back later: a replay. */
function saveIndex(name: string): () => void {
  const saved = join(root, name);
  copyFileSync(join(publisher.dir, 'index.json'), `${saved}.json`);
  copyFileSync(join(publisher.dir, 'index.json.minisig'), `${saved}.minisig`);
  return () => {
    copyFileSync(`${saved}.json`, join(publisher.dir, 'index.json'));
    copyFileSync(`${saved}.minisig`, join(publisher.dir, 'index.json.minisig'));
  };
}

describe('folio sync with a feed, from cron: the exit status says whether it worked', () => {
  it('0 when applied or current; 1 for a replayed, a stale or a tampered index, which change nothing', async () => {
    const replay = saveIndex('serial-1');
    const first = await sync();
    expect([first.code, first.stdout]).toEqual([0, expect.stringMatching(/serial 1, applied/)]);
    expect((await sync()).code).toBe(0);
    const good = await feeds();
    expect(good).toEqual([
      expect.objectContaining({
        location: publisher.dir,
        docsets: ['fixture-docs'],
        serial: 1,
        lastError: null,
      }),
    ]);
    expect(good[0]!.lastOkPullAt).toBe(good[0]!.lastPullAt);
    expect(Date.parse(good[0]!.publishedAt!)).toBeLessThanOrEqual(
      Date.parse(good[0]!.lastOkPullAt!),
    );

    await publisher.publish(new Date().toISOString());
    expect((await sync()).stdout).toMatch(/serial 2, /);
    const undo = saveIndex('serial-2');
    replay();
    const replayed = await sync();
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toMatch(
      /feed .*: its index has serial 1, older than serial 2 seen before: a replayed or rolled-back feed/,
    );

    undo();
    const before = digestOf(cache);
    // New pages, then an index signed with the right key but made more than its 7 days ago (a
    // publisher's clock, or a copy of an old feed): refused, so the new pages do not arrive.
    for (const [path, html] of Object.entries(referencePages(REFERENCE_PAGES + 1, { 2: 1 }))) {
      publisher.site.setFile(path, html);
    }
    await publisher.sync(new Date().toISOString());
    await publisher.publish(new Date(Date.now() - 8 * 86_400_000).toISOString());
    const stale = await sync();
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/its index expired at .*: the publisher has not refreshed it/);

    await publisher.publish(new Date().toISOString());
    const index = join(publisher.dir, 'index.json');
    writeFileSync(index, readFileSync(index, 'utf8').replace('"pages": ', '"pages": 1'));
    const tampered = await sync();
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/signature does not match its content/);
    expect(digestOf(cache)).toEqual(before);

    const [feed] = await feeds();
    expect(feed).toMatchObject({
      serial: 2,
      lastError: expect.stringMatching(/signature/) as unknown,
    });
    expect(feed!.lastOkPullAt! < feed!.lastPullAt!).toBe(true);
    const status = await runFolioInProcess(['status', '--cache', cache, '--json'], home);
    expect(JSON.parse(status.stdout)).toEqual([
      expect.objectContaining({
        docset: 'fixture-docs',
        feed: expect.objectContaining({ location: publisher.dir, serial: 2 }) as unknown,
      }),
    ]);
    const text = await runFolioInProcess(['status', '--cache', cache], home);
    expect(text.stdout).toMatch(/feed +serial +published +last good pull +last pull +error/);
    expect(text.stdout).toMatch(
      / 2 +\d+ min ago +\d+ min ago +\d+ min ago \(failed\) +its signature/,
    );
  });
});
