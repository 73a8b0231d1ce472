import { describe, expect, it } from 'vitest';
import type { FeedIndex } from './feed-index.ts';
import { planPull } from './plan-pull.ts';

const t = (day: number): string => `2025-01-0${day}T00:00:00.000Z`;
const file = (name: string, bytes: number) => ({ file: name, bytes, sha256: '0'.repeat(64) });
const index = (deltas: FeedIndex['deltas']): FeedIndex => ({
  format: 1,
  feed: 'f',
  serial: 4,
  createdAt: t(4),
  expiresAt: t(9),
  source: 's',
  docsets: [],
  snapshots: [{ ...file('snap', 1000), snapshotAt: t(4) }],
  deltas,
});
const d12 = { ...file('d12', 10), baseSnapshotAt: t(1), snapshotAt: t(2) };
const d23 = { ...file('d23', 10), baseSnapshotAt: t(2), snapshotAt: t(3) };
const d34 = { ...file('d34', 10), baseSnapshotAt: t(3), snapshotAt: t(4) };

describe('planPull', () => {
  it('chains the deltas from the cache’s state, the furthest-behind docset deciding', () => {
    const plan = planPull(index([d12, d23, d34]), ['2025-01-02T00:00:05.000Z', t(3)]);
    expect(plan).toEqual({ kind: 'deltas', files: [d23, d34] });
    expect(planPull(index([d12, d23, d34]), [t(4)])).toEqual({ kind: 'current' });
  });

  it('takes the snapshot when a link was pruned, a docset is new, or the deltas outweigh it', () => {
    expect(planPull(index([d12, d34]), [t(2)])).toMatchObject({ kind: 'snapshot' });
    expect(planPull(index([d12, d23, d34]), [t(3), undefined])).toMatchObject({ kind: 'snapshot' });
    const heavy = { ...d34, bytes: 995 };
    expect(planPull(index([d23, heavy]), [t(2)])).toMatchObject({
      kind: 'snapshot',
      reason: 'the deltas add up to more than the snapshot',
    });
  });
});
