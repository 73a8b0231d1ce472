import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publisher } from '../../core/feed/testing/feed-fixture.ts';
import { referencePages, startPublisher } from '../../core/feed/testing/feed-fixture.ts';
import { digestOf } from '../../core/feed/testing/feed-subscriber.ts';
import type { FeedServer } from '../../core/feed/testing/serve-feed.ts';
import { serveFeed } from '../../core/feed/testing/serve-feed.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { spawnFolio } from './testing/spawn-folio.ts';

/**
 * A node's cron `folio sync` SIGKILLed (the OOM killer, a reboot) while it applies a delta of a
 * chain pulled over HTTP. The delta is one transaction, so the cache must be exactly what it was
 * before the pull, and the next sync must go on to the publisher's state. About 6 s (three
 * publishes and a spawned CLI), so in the corpus tier.
 */

const DAY = 86_400_000;
/** Enough pages that two deltas of a few pages each stay smaller than a snapshot. */
const PAGES = 24;
let publisher: Publisher;
let server: FeedServer;
let root: string;
// The subscriber checks expiry against the real clock; the publisher's fake days end before it.
const start = Date.now() - 3 * DAY;
const at = (days: number, hours = 0): string =>
  new Date(start + days * DAY + hours * 3_600_000).toISOString();

beforeEach(async () => {
  publisher = await startPublisher();
  server = await serveFeed(publisher.dir);
  root = mkdtempSync(join(tmpdir(), 'folio-feed-killed-'));
  writeFileSync(join(root, 'feed.pub'), publisher.publicKeyText);
});
afterEach(async () => {
  await server.close();
  await publisher.close();
});

/** Every stored page row, so "the same cache" means the same pages, not only the same digest. */
function pageRows(file: string): unknown[] {
  const cache = openCache({ file, readOnly: true });
  try {
    expect(cache.db.pragma('integrity_check', { simple: true })).toBe('ok');
    return cache.db
      .prepare('SELECT docset_id, key, status, content_hash FROM pages ORDER BY docset_id, key')
      .all();
  } finally {
    cache.close();
  }
}

/** The site on a fake day: page `edited` rewritten, `count` reference pages in all. */
async function publishDay(day: number, count: number, edited?: number) {
  const editions = edited === undefined ? {} : { [edited]: day };
  for (const [path, html] of Object.entries(referencePages(count, editions))) {
    publisher.site.setFile(path, html);
  }
  for (let i = count; i < PAGES + 2; i++) publisher.site.deleteFile(`/docs/api/ref-${i}.html`);
  await publisher.sync(at(day));
  return publisher.publish(at(day, 1));
}

describe('folio sync killed while it applies a delta', () => {
  it('leaves the cache exactly as before the pull, and the next sync completes the chain', async () => {
    await publishDay(0, PAGES);
    const home = { FOLIO_HOME: join(root, 'home') };
    const cache = join(root, 'node.db');
    const subscribe = ['subscribe', server.url, '--key', join(root, 'feed.pub')];
    expect((await runFolioInProcess(subscribe, home)).code).toBe(0);
    const first = await runFolioInProcess(['sync', '--cache', cache], home);
    expect(first.stdout, first.stderr).toMatch(/serial 1, applied 1 snapshot/);
    const before = pageRows(cache);

    const second = await publishDay(1, PAGES + 1, 3);
    const third = await publishDay(2, PAGES - 1, 0);
    const chain = [second.delta!.file, third.delta!.file];

    const seen = server.requests.length;
    const run = spawnFolio(['sync', '--cache', cache], {
      env: { ...home, FOLIO_TEST_IMPORT_PAUSE_MS: '60000' },
    });
    await run.waitFor(/FOLIO_TEST_IMPORT_PAUSE_MS: merged fixture-docs/);
    run.child.kill('SIGKILL');
    expect((await run.done).code).toBeNull();
    // It paused inside the first delta of the chain (each file is fetched, then applied).
    const fetched = (from: number): string[] =>
      server.requests
        .slice(from)
        .map((r) => r.name)
        .filter((name) => name.endsWith('.zst'));
    expect(fetched(seen)).toEqual([chain[0]]);

    expect(pageRows(cache)).toEqual(before);

    const killedAt = server.requests.length;
    const again = await runFolioInProcess(['sync', '--cache', cache], home);
    expect([again.code, again.stdout], again.stderr).toEqual([
      0,
      expect.stringMatching(/serial 3, applied 2 delta\(s\)/),
    ]);
    // The first delta, checked and kept on disk before the kill, is not downloaded again.
    expect(fetched(killedAt)).toEqual([chain[1]]);
    expect(digestOf(cache)).toEqual(third.index.docsets[0]);
    expect(digestOf(cache)).toEqual(digestOf(publisher.cacheFile));
  });
});
