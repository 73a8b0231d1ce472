import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFeedSource } from './feed-source.ts';
import { generateKeyFiles } from './minisign-keys.ts';
import type { Publisher } from './testing/feed-fixture.ts';
import { REFERENCE_PAGES, referencePages, startPublisher } from './testing/feed-fixture.ts';
import { digestOf, subscriber } from './testing/feed-subscriber.ts';
import type { FeedServer } from './testing/serve-feed.ts';
import { serveFeed } from './testing/serve-feed.ts';

let publisher: Publisher;
let server: FeedServer;
beforeEach(async () => {
  publisher = await startPublisher();
  await publisher.sync('2025-01-01T00:00:00.000Z');
  await publisher.publish('2025-01-01T01:00:00.000Z');
  server = await serveFeed(publisher.dir);
});
afterEach(async () => {
  await server.close();
  await publisher.close();
});

/** One publish of the week: ref pages edited (by edition), added or removed (by count). */
async function publishDay(day: number, count: number, editions: Record<number, number>) {
  for (const [path, html] of Object.entries(referencePages(count, editions))) {
    publisher.site.setFile(path, html);
  }
  for (let i = count; i < REFERENCE_PAGES + 2; i++)
    publisher.site.deleteFile(`/docs/api/ref-${i}.html`);
  await publisher.sync(`2025-01-0${day}T00:00:00.000Z`);
  return publisher.publish(`2025-01-0${day}T01:00:00.000Z`);
}

describe('pullFeed', () => {
  it('refuses a tampered file, a tampered or replayed index, a wrong key and an expired feed; the cache stays as it was', async () => {
    const sub = subscriber(publisher, () => openFeedSource(server.url));
    await sub.pull('2025-01-01T02:00:00.000Z');
    const before = digestOf(sub.cacheFile);
    const oldIndex = readFileSync(join(publisher.dir, 'index.json'));
    const oldSig = readFileSync(join(publisher.dir, 'index.json.minisig'));
    const { delta } = await publishDay(2, REFERENCE_PAGES + 1, { 3: 1 });
    const deltaFile = join(publisher.dir, delta!.file);
    const good = readFileSync(deltaFile);

    const bad = Buffer.from(good);
    const middle = Math.floor(bad.length / 2);
    bad[middle] = bad[middle]! ^ 0xff;
    writeFileSync(deltaFile, bad);
    const tampered = await sub.pull('2025-01-02T02:00:00.000Z');
    expect(tampered.error).toMatch(/does not match its SHA-256 in the signed index/);
    expect(digestOf(sub.cacheFile)).toEqual(before);
    writeFileSync(deltaFile, good);

    const stranger = generateKeyFiles().publicKeyText;
    expect((await sub.pull('2025-01-02T02:00:00.000Z', stranger)).error).toMatch(
      /signed by key [0-9A-F]{16}, not by the subscribed key/,
    );
    const indexFile = join(publisher.dir, 'index.json');
    const index = readFileSync(indexFile);
    writeFileSync(indexFile, Buffer.from(index.toString().replace('"serial": 2', '"serial": 9')));
    expect((await sub.pull('2025-01-02T02:00:00.000Z')).error).toMatch(
      /does not match its content/,
    );
    writeFileSync(indexFile, index);
    expect((await sub.pull('2025-01-09T02:00:00.000Z')).error).toMatch(
      /expired at 2025-01-09T01:00:00.000Z .* may be frozen/,
    );
    expect(digestOf(sub.cacheFile)).toEqual(before);

    const pulled = await sub.pull('2025-01-02T02:00:00.000Z');
    expect(pulled).toMatchObject({ plan: 'deltas', serial: 2, applied: [delta!.file] });
    const after = digestOf(sub.cacheFile);

    // An attacker (or a stale mirror) serving serial 1 again, signature and all.
    writeFileSync(join(publisher.dir, 'index.json'), oldIndex);
    writeFileSync(join(publisher.dir, 'index.json.minisig'), oldSig);
    expect((await sub.pull('2025-01-02T03:00:00.000Z')).error).toMatch(
      /serial 1, older than serial 2 seen before: a replayed or rolled-back feed/,
    );
    expect(digestOf(sub.cacheFile)).toEqual(after);
  });

  it('takes the snapshot when a delta is missing, and resumes a cut download with a range request', async () => {
    const missing = subscriber(publisher, () => openFeedSource(server.url));
    const cut = subscriber(publisher, () => openFeedSource(server.url));
    await missing.pull('2025-01-01T02:00:00.000Z');
    await cut.pull('2025-01-01T02:00:00.000Z');
    const published = await publishDay(2, REFERENCE_PAGES + 1, { 3: 1 });
    const { delta, snapshot } = published;

    const deltaFile = join(publisher.dir, delta!.file);
    const saved = `${deltaFile}.saved`;
    copyFileSync(deltaFile, saved);
    rmSync(deltaFile);
    const fallback = await missing.pull('2025-01-02T02:00:00.000Z');
    expect(fallback).toMatchObject({ plan: 'deltas', applied: [snapshot!.file] });
    expect(digestOf(missing.cacheFile)).toEqual(published.index.docsets[0]);
    copyFileSync(saved, deltaFile);

    const half = Math.floor(delta!.bytes / 2);
    server.cutNext(delta!.file, half);
    const seen = server.requests.length;
    const resumed = await cut.pull('2025-01-02T02:00:00.000Z');
    expect(resumed.error).toBeUndefined();
    expect(resumed.applied).toEqual([delta!.file]);
    const gets = server.requests.slice(seen).filter((r) => r.name === delta!.file);
    expect(gets.map((r) => r.status)).toEqual([200, 206]);
    // It resumes from what reached the disk: at most the half sent, less what a write lost.
    const from = Number(/^bytes=(\d+)-$/.exec(gets[1]!.range ?? '')?.[1]);
    expect(from).toBeGreaterThan(0);
    expect(from).toBeLessThanOrEqual(half);
    expect(server.bytesSent.get(delta!.file)).toBe(half + delta!.bytes - from);
    expect(digestOf(cut.cacheFile)).toEqual(published.index.docsets[0]);
  });
});
