import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alternateWithWget } from './alternate-with-wget.ts';
import type { SyncMeasurement, WgetMeasurement } from './bench-report.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-rounds-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const measured = (ms: number): SyncMeasurement => ({
  ms,
  exitCode: 0,
  peakRssBytes: undefined,
  rssMethod: 'none',
  events: 1,
  summary: {},
  stderrTail: '',
});

describe('alternateWithWget', () => {
  it('alternates which runs first, each round on a fresh cache and an empty folder', async () => {
    const cache = join(dir, 'round.db');
    const wgetDir = join(dir, 'wget');
    const order: string[] = [];
    const pairs = await alternateWithWget({
      rounds: 3,
      cache,
      wgetDir,
      sync: async (path) => {
        // What the round before left is gone: a first sync, never a re-sync.
        order.push(`sync${existsSync(path) || existsSync(`${path}-wal`) ? ' (stale cache)' : ''}`);
        await writeFile(path, 'db');
        await writeFile(`${path}-wal`, 'wal');
        return measured(order.length);
      },
      wget: async (folder): Promise<WgetMeasurement> => {
        order.push(`wget${existsSync(folder) ? ' (stale folder)' : ''}`);
        await mkdir(folder);
        return { ms: 10, exitCode: 0, files: 1, bytes: 1 };
      },
    });
    expect(order).toEqual(['wget', 'sync', 'sync', 'wget', 'wget', 'sync']);
    expect(pairs.map((p) => p.sync.ms)).toEqual([2, 3, 6]);
    expect(existsSync(cache) || existsSync(`${cache}-wal`) || existsSync(wgetDir)).toBe(false);
  });

  it('stops without a pair when wget is not there', async () => {
    let syncs = 0;
    const pairs = await alternateWithWget({
      rounds: 2,
      cache: join(dir, 'round.db'),
      wgetDir: join(dir, 'wget'),
      sync: () => Promise.resolve(measured(++syncs)),
      wget: () => Promise.resolve(undefined),
    });
    expect(pairs).toEqual([]);
    expect(syncs).toBe(0);
  });
});
