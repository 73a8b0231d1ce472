import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedIndex } from './feed-index.ts';

/**
 * What a feed keeps. The newest snapshot serves everyone new or far behind; the one before it
 * stays for a publish longer, so a subscriber mid-download when the index moved still finds its
 * file. Deltas cover the last `deltas` publishes that changed something: a subscriber further
 * behind than that takes the newest snapshot instead.
 */
export interface PrunePolicy {
  snapshots: number;
  deltas: number;
}

export const DEFAULT_POLICY: PrunePolicy = { snapshots: 2, deltas: 30 };

export function applyPolicy(index: FeedIndex, policy: PrunePolicy): FeedIndex {
  return {
    ...index,
    snapshots: index.snapshots.slice(-Math.max(1, policy.snapshots)),
    deltas: policy.deltas > 0 ? index.deltas.slice(-policy.deltas) : [],
  };
}

const FEED_FILE = /^(snapshot|delta)-[0-9a-f]{64}\.folio\.zst$/;

/** Removes the snapshots and deltas the index no longer names; nothing else in the folder. */
export function removeUnlisted(dir: string, index: FeedIndex): string[] {
  const listed = new Set([...index.snapshots, ...index.deltas].map((f) => f.file));
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!FEED_FILE.test(name) || listed.has(name)) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed.sort();
}
