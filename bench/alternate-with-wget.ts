import { rm } from 'node:fs/promises';
import type { SyncMeasurement, SyncWgetPair, WgetMeasurement } from './bench-report.ts';
import { percentile } from './percentile.ts';

/**
 * More rounds of a first sync beside wget of the same site, each round the two back to back, in
 * alternating order (wget first, then the sync first): on a shared VM the speed of the machine
 * drifts by 15-40% within minutes, and one run of each, minutes apart, moved the ratio as much
 * as any change did. Each round syncs into a fresh cache of its own and mirrors into an empty
 * folder, so the first round's cache (the one re-sync and search read) is never touched.
 */
export async function alternateWithWget(options: {
  rounds: number;
  cache: string;
  wgetDir: string;
  sync: (cache: string) => Promise<SyncMeasurement>;
  wget: (dir: string) => Promise<WgetMeasurement | undefined>;
}): Promise<SyncWgetPair[]> {
  const pairs: SyncWgetPair[] = [];
  for (let round = 0; round < options.rounds; round++) {
    await removeCache(options.cache);
    await rm(options.wgetDir, { recursive: true, force: true });
    let sync: SyncMeasurement;
    let wget: WgetMeasurement | undefined;
    if (round % 2 === 0) {
      wget = await options.wget(options.wgetDir);
      if (wget === undefined) break;
      sync = await options.sync(options.cache);
    } else {
      sync = await options.sync(options.cache);
      wget = await options.wget(options.wgetDir);
      if (wget === undefined) break;
    }
    pairs.push({ sync, wget });
  }
  await removeCache(options.cache);
  await rm(options.wgetDir, { recursive: true, force: true });
  return pairs;
}

async function removeCache(cache: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) await rm(`${cache}${suffix}`, { force: true });
}

/**
 * The ratio a target is judged on: the median of each round's sync over its own wget, over
 * every round whose sync succeeded. Undefined when there is none.
 */
export function medianWgetRatio(pairs: readonly SyncWgetPair[]): number | undefined {
  const ratios = pairs.filter((p) => p.sync.exitCode === 0).map((p) => p.sync.ms / p.wget.ms);
  return ratios.length === 0 ? undefined : percentile(ratios, 50);
}

/** The measured first sync beside its wget, then the further rounds alternateWithWget ran. */
export function roundsOf(
  sync: SyncMeasurement | undefined,
  wget: WgetMeasurement | undefined,
  pairs: readonly SyncWgetPair[] | undefined,
): SyncWgetPair[] {
  return [...(sync && wget ? [{ sync, wget }] : []), ...(pairs ?? [])];
}
