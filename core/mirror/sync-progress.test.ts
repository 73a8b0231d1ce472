import { afterEach, describe, expect, it } from 'vitest';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import type { ReplicaName } from '../../test-support/sites/replica.ts';
import type { Cache } from '../store/open-cache.ts';
import type { SyncEvent } from './sync-event.ts';
import { syncOnce, tempCache } from './testing/mirror-harness.ts';

/**
 * The progress a re-sync reports. Pages the sitemap vouches for are kept without a request, and
 * llms-full.txt pieces come from no frontier at all; neither may make the UI show "10 / 1 pages".
 */

const replicas: Replica[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.close();
  await Promise.all(replicas.splice(0).map((r) => r.close()));
});

type PageEvent = Extract<SyncEvent, { type: 'page' }>;
const pageEvents = (events: SyncEvent[]) => events.filter((e): e is PageEvent => e.type === 'page');

describe('sync progress', () => {
  // LLaMA-Factory: a sitemap with lastmod for every page; Unsloth: that and an llms-full.txt.
  it.each<ReplicaName>(['llama-factory', 'unsloth'])(
    'never reports more pages done than found on a re-sync (%s)',
    { timeout: 60_000 },
    async (name) => {
      const replica = await startReplica(name);
      replicas.push(replica);
      const cache = tempCache();
      caches.push(cache);
      const { docset } = replica.expectations;
      const first = await syncOnce(cache, [docset]);
      const { results, events } = await syncOnce(cache, [docset]);
      // Unchanged pages' links are followed as on the first sync: a broken one is still reported.
      const failed = first.results[0]!.summary.failed;
      expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 0, failed } });
      const pages = pageEvents(events);
      expect(pages.filter((e) => e.outcome === 'unchanged').length).toBeGreaterThan(5);
      expect(pages.filter((e) => e.done > e.found).map((e) => `${e.done}/${e.found}`)).toEqual([]);
      // Found counts the kept pages too (not done pinned to found): the bar still shows what is left.
      expect(pages.some((e) => e.found > e.done)).toBe(true);
      const founds = pages.map((e) => e.found);
      expect(founds).toEqual([...founds].sort((a, b) => a - b));
      // Every page found was handled by the end: the bar ends full, not past full.
      const last = pages.at(-1)!;
      expect(last.done).toBe(last.found);
    },
  );
});
