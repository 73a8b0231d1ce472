import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publisher } from '../../core/feed/testing/feed-fixture.ts';
import {
  REFERENCE_PAGES,
  referencePages,
  startPublisher,
} from '../../core/feed/testing/feed-fixture.ts';
import type { FeedServer } from '../../core/feed/testing/serve-feed.ts';
import { serveFeed } from '../../core/feed/testing/serve-feed.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { spawnFolio } from './testing/spawn-folio.ts';

let publisher: Publisher;
let server: FeedServer;
let root: string;
beforeEach(async () => {
  publisher = await startPublisher();
  root = mkdtempSync(join(tmpdir(), 'folio-subscribe-'));
  writeFileSync(join(root, 'feed.key'), publisher.secretKeyText);
  writeFileSync(join(root, 'feed.pub'), publisher.publicKeyText);
  server = await serveFeed(publisher.dir);
});
afterEach(async () => {
  await server.close();
  await publisher.close();
});

const publish = () =>
  runFolioInProcess([
    'publish',
    publisher.dir,
    '--cache',
    publisher.cacheFile,
    '--key',
    join(root, 'feed.key'),
  ]);

describe('folio publish, subscribe, sync and status', () => {
  it('keeps a subscriber current from cron, refuses a web sync of a fed docset, and shows the feed', async () => {
    // publish reads the real clock, so the syncs do too: a delta holds what changed after the last.
    await publisher.sync(new Date().toISOString());
    const first = await publish();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/serial 1, 1 docsets, snapshot .* \(first of this cache\)/);

    const home = { FOLIO_HOME: join(root, 'home') };
    const cache = join(root, 'node.db');
    const sub = await runFolioInProcess(
      ['subscribe', server.url, '--key', join(root, 'feed.pub')],
      home,
    );
    expect(sub.code, sub.stderr).toBe(0);
    const sync = () => runFolioInProcess(['sync', '--cache', cache], home);
    expect((await sync()).stdout).toMatch(/serial 1, applied 1 snapshot/);

    for (const [path, html] of Object.entries(referencePages(REFERENCE_PAGES + 1, { 2: 1 }))) {
      publisher.site.setFile(path, html);
    }
    await publisher.sync(new Date().toISOString());
    expect((await publish()).stdout).toMatch(/serial 2, .*, delta /);
    const second = await sync();
    // Seconds apart, export's 5-minute overlap puts every page in the delta, so the plan may take
    // the snapshot (pull-feed.test.ts checks the deltas, a fake day apart).
    expect(second.stdout, second.stderr).toMatch(
      /serial 2, applied 1 (delta\(s\)|snapshot), [\d.]+ KiB downloaded/,
    );
    const quiet = await sync();
    expect([quiet.code, quiet.stdout]).toEqual([0, `feed ${server.url}: serial 2, up to date\n`]);

    const web = await runFolioInProcess(
      ['sync', '--cache', cache, '--docset', 'fixture-docs'],
      home,
    );
    expect(web.code).toBe(2);
    expect(web.stderr).toMatch(
      /fixture-docs comes from the feed .*: a docset comes from one place/,
    );

    writeFileSync(
      join(publisher.dir, 'index.json'),
      readFileSync(join(publisher.dir, 'index.json'), 'utf8').replace('"serial": 2', '"serial": 3'),
    );
    const tampered = await sync();
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/its signature does not match its content/);
    const status = await runFolioInProcess(['status', '--cache', cache], home);
    expect(status.stdout).toMatch(/feed +serial +published +last good pull +last pull +error/);
    expect(status.stdout).toMatch(/ 2 +\d+ min ago .*\(failed\) +its signature does not match/);

    // The publisher's own cache syncs the docset from the web: a feed may not write over it.
    const own = { FOLIO_HOME: join(root, 'publisher-home') };
    await runFolioInProcess(['subscribe', publisher.dir, '--key', join(root, 'feed.pub')], own);
    writeFileSync(
      join(publisher.dir, 'index.json'),
      readFileSync(join(publisher.dir, 'index.json'), 'utf8').replace('"serial": 3', '"serial": 2'),
    );
    const mixed = await runFolioInProcess(['sync', '--cache', publisher.cacheFile], own);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toMatch(
      /the cache syncs fixture-docs from the web .*a docset comes from one place/,
    );
  });

  it('killed mid-apply leaves the cache as it was; the next sync completes it', async () => {
    await publisher.sync(new Date().toISOString());
    expect((await publish()).code).toBe(0);
    const home = { FOLIO_HOME: join(root, 'home') };
    const cache = join(root, 'node.db');
    await runFolioInProcess(['subscribe', publisher.dir, '--key', join(root, 'feed.pub')], home);
    const run = spawnFolio(['sync', '--cache', cache], {
      env: { ...home, FOLIO_TEST_IMPORT_PAUSE_MS: '60000' },
    });
    await run.waitFor(/FOLIO_TEST_IMPORT_PAUSE_MS: merged fixture-docs/);
    run.child.kill('SIGKILL');
    expect((await run.done).code).toBeNull();
    const status = await runFolioInProcess(['status', '--cache', cache, '--json'], home);
    expect(JSON.parse(status.stdout)).toEqual([]);

    const again = await runFolioInProcess(['sync', '--cache', cache], home);
    expect(again.stdout, again.stderr).toMatch(/serial 1, applied 1 snapshot/);
    const after = await runFolioInProcess(['status', '--cache', cache, '--json'], home);
    expect(JSON.parse(after.stdout)).toEqual([
      expect.objectContaining({ docset: 'fixture-docs', pages: REFERENCE_PAGES + 5 }),
    ]);
  });
});
