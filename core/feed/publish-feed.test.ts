import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeSite } from '../bundle/testing/bundle-fixture.ts';
import { openBundle } from '../bundle/open-bundle.ts';
import { generateKeyFiles, parseSecretKey } from './minisign-keys.ts';
import { publishFeed } from './publish-feed.ts';
import { decompressFile } from './zstd-file.ts';
import type { Publisher } from './testing/feed-fixture.ts';
import { startPublisher } from './testing/feed-fixture.ts';

const MINISIGN = '/usr/bin/minisign';

let publisher: Publisher;
beforeEach(async () => {
  publisher = await startPublisher();
});
afterEach(() => publisher.close());

const feedFiles = (): string[] =>
  readdirSync(publisher.dir)
    .filter((name) => name.endsWith('.folio.zst'))
    .sort();

describe('publishFeed', () => {
  it('writes a snapshot, then re-signs only when nothing changed, then a delta of the changed pages', async () => {
    await publisher.sync('2025-01-01T00:00:00.000Z');
    const first = await publisher.publish('2025-01-01T01:00:00.000Z');
    expect(first.index).toMatchObject({ serial: 1, expiresAt: '2025-01-08T01:00:00.000Z' });
    expect(first.index.docsets).toEqual([expect.objectContaining({ id: 'fixture-docs' })]);
    expect(first.delta).toBeUndefined();
    expect(feedFiles()).toEqual([first.snapshot!.file]);

    const quiet = await publisher.publish('2025-01-02T01:00:00.000Z');
    expect(quiet.index.serial).toBe(2);
    expect(quiet.snapshot).toBeUndefined();
    expect(feedFiles()).toEqual([first.snapshot!.file]);

    changeSite(publisher.site);
    await publisher.sync('2025-01-03T00:00:00.000Z');
    const third = await publisher.publish('2025-01-03T01:00:00.000Z');
    expect(third.index.serial).toBe(3);
    expect(third.index.snapshots.map((s) => s.file)).toEqual([
      first.snapshot!.file,
      third.snapshot!.file,
    ]);
    expect(third.index.deltas).toEqual([third.delta]);
    expect(third.delta!.baseSnapshotAt).toBe(first.snapshot!.snapshotAt);
    const unpacked = join(publisher.dir, '..', 'delta.folio');
    await decompressFile(join(publisher.dir, third.delta!.file), unpacked);
    const delta = openBundle(unpacked);
    try {
      // Rewritten zero.html, new offload.html and the index linking it; pipeline.html removed.
      expect(delta.manifest.docsets[0]).toMatchObject({ pages: 3, tombstones: 1 });
    } finally {
      delta.close();
    }
    // Compressed, a delta no longer pays for the SQLite file's empty schema pages.
    expect(third.delta!.bytes).toBeLessThan(third.snapshot!.bytes);
  });

  it('prunes to the newest two snapshots and refuses a folder another key signed', async () => {
    await publisher.sync('2025-01-01T00:00:00.000Z');
    await publisher.publish('2025-01-01T01:00:00.000Z');
    changeSite(publisher.site);
    await publisher.sync('2025-01-02T00:00:00.000Z');
    await publisher.publish('2025-01-02T01:00:00.000Z');
    publisher.site.deleteFile('/docs/guide/offload.html');
    await publisher.sync('2025-01-03T00:00:00.000Z');
    const third = await publisher.publish('2025-01-03T01:00:00.000Z');
    expect(third.pruned).toHaveLength(1);
    expect(feedFiles()).toEqual(
      [...third.index.snapshots, ...third.index.deltas].map((f) => f.file).sort(),
    );
    expect(third.index.deltas).toHaveLength(2);

    const before = readFileSync(join(publisher.dir, 'index.json'));
    const stranger = parseSecretKey(generateKeyFiles().secretKeyText);
    await expect(
      publishFeed({
        cacheFile: publisher.cacheFile,
        dir: publisher.dir,
        key: stranger,
        now: () => new Date('2025-01-04T00:00:00.000Z'),
        folioVersion: 'test',
        validForMs: 86_400_000,
      }),
    ).rejects.toThrow(/this key cannot vouch for: it is signed by key/);
    expect(readFileSync(join(publisher.dir, 'index.json'))).toEqual(before);
  });

  it.skipIf(!existsSync(MINISIGN))('signs index.json so that minisign -V verifies it', async () => {
    await publisher.sync('2025-01-01T00:00:00.000Z');
    const { index } = await publisher.publish('2025-01-01T01:00:00.000Z');
    const pub = join(publisher.dir, '..', 'feed.pub');
    execFileSync('sh', ['-c', `cat > ${pub}`], { input: publisher.publicKeyText });
    const out = execFileSync(MINISIGN, ['-V', '-p', pub, '-m', join(publisher.dir, 'index.json')], {
      encoding: 'utf8',
    });
    expect(out).toContain(
      `Trusted comment: folio feed ${index.feed} serial 1 expires 2025-01-08T01:00:00.000Z`,
    );
  });
});
