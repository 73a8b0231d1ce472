import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFeedSource } from './feed-source.ts';
import { pullFeed } from './pull-feed.ts';
import type { FeedState } from './subscriptions.ts';
import type { Publisher } from './testing/feed-fixture.ts';
import { REFERENCE_PAGES, referencePages, startPublisher } from './testing/feed-fixture.ts';
import { digestOf } from './testing/feed-subscriber.ts';

/**
 * A real full disk: a 2 MiB tmpfs holding the subscriber's cache and downloads, filled up. Only
 * root may mount one; elsewhere the test says it is skipped rather than faking ENOSPC.
 */
function mountTinyDisk(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'folio-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    return undefined;
  }
}

const disk = process.getuid?.() === 0 ? mountTinyDisk() : undefined;
let publisher: Publisher;
beforeEach(async () => {
  publisher = await startPublisher();
});
afterEach(async () => {
  await publisher.close();
  if (disk) execFileSync('umount', [disk]);
});

/** Writes until the disk refuses, then frees `spare` 4 KiB blocks. */
function fill(dir: string, spare: number): string {
  const filler = join(dir, 'filler');
  const block = Buffer.alloc(4096, 1);
  writeFileSync(filler, '');
  for (;;) {
    try {
      writeFileSync(filler, block, { flag: 'a' });
    } catch {
      truncateSync(filler, Math.max(0, statSync(filler).size - spare * block.length));
      return filler;
    }
  }
}

describe.skipIf(disk === undefined)('pullFeed on a full disk (a real tmpfs)', () => {
  it('is refused with a clear message, the cache as it was; with room again it completes', async () => {
    const root = disk!;
    const cacheFile = join(root, 'node.db');
    // The downloads on another disk: they arrive whole, and the disk fills during the apply.
    const workDir = join(mkdtempSync(join(tmpdir(), 'folio-full-disk-work-')), 'work');
    let state: FeedState = {};
    const pull = async () => {
      const result = await pullFeed({
        source: openFeedSource(publisher.dir),
        key: publisher.publicKey,
        docsets: [],
        state,
        cacheFile,
        workDir,
        now: () => new Date('2025-01-02T02:00:00.000Z'),
      });
      state = result.state;
      return result;
    };
    await publisher.sync('2025-01-01T00:00:00.000Z');
    await publisher.publish('2025-01-01T01:00:00.000Z');
    expect((await pull()).error).toBeUndefined();
    const before = digestOf(cacheFile);

    for (const [path, html] of Object.entries(
      referencePages(REFERENCE_PAGES + 3, { 1: 1, 4: 2 }),
    )) {
      publisher.site.setFile(path, html);
    }
    await publisher.sync('2025-01-02T00:00:00.000Z');
    await publisher.publish('2025-01-02T01:00:00.000Z');
    // Not a byte left: the cache's lock file cannot be written (nor left behind, nor held open:
    // afterEach's umount would fail on a descriptor still open on the disk).
    let filler = fill(root, 0);
    const full = await pull();
    expect(full.error).toMatch(/^the disk is full \(ENOSPC.*\): free space where .*node\.db and /);
    expect(digestOf(cacheFile)).toEqual(before);
    // Two blocks free: room for the lock and the apply's first pages, which SQLite then rolls back.
    rmSync(filler);
    filler = fill(root, 2);
    const midApply = await pull();
    expect(midApply.error).toMatch(/^the disk is full \(database or disk is full\): /);
    expect(midApply.applied).toEqual([]);
    expect(digestOf(cacheFile)).toEqual(before);

    rmSync(filler);
    const again = await pull();
    expect(again.error).toBeUndefined();
    expect(digestOf(cacheFile)).toEqual(digestOf(publisher.cacheFile));
    expect(digestOf(cacheFile)).not.toEqual(before);
  });
});
