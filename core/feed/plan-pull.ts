import type { FeedIndex, FeedFile } from './feed-index.ts';

export type PullPlan =
  | { kind: 'current' }
  | { kind: 'snapshot'; files: [FeedFile]; reason: string }
  | { kind: 'deltas'; files: FeedFile[] };

/**
 * What a subscriber downloads, from how far its cache already is (per docset, the publisher's
 * snapshot time it was last brought to; undefined: never). The deltas chain from there to the
 * newest snapshot when every link is still in the feed and together they are smaller than the
 * snapshot; otherwise the newest snapshot, which applies whatever the cache holds.
 */
export function planPull(index: FeedIndex, reached: ReadonlyArray<string | undefined>): PullPlan {
  const newest = index.snapshots.at(-1)!;
  const snapshot = (reason: string): PullPlan => ({ kind: 'snapshot', files: [newest], reason });
  if (reached.some((at) => at === undefined)) return snapshot('first pull of a docset');
  const at = (reached as string[]).reduce((a, b) => (a < b ? a : b));
  if (at >= newest.snapshotAt) return { kind: 'current' };
  const files: FeedFile[] = [];
  for (let cursor = at; cursor < newest.snapshotAt;) {
    // The delta that applies on top of this state and goes furthest from it.
    const next = index.deltas
      .filter((d) => d.baseSnapshotAt <= cursor && d.snapshotAt > cursor)
      .sort((a, b) => (a.snapshotAt < b.snapshotAt ? 1 : -1))[0];
    if (!next) return snapshot('the deltas from this cache’s state were pruned');
    files.push(next);
    cursor = next.snapshotAt;
  }
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  if (bytes >= newest.bytes) return snapshot('the deltas add up to more than the snapshot');
  return { kind: 'deltas', files };
}
