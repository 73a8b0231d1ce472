import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import type { Cache } from '../store/open-cache.ts';
import type { SyncEvent } from './sync-event.ts';
import { syncOnce, tempCache } from './testing/mirror-harness.ts';

/**
 * torchtune's `/torchtune/` is a meta refresh to `stable/`: a redirect written in HTML, not a page
 * with no content. It must not show up as skipped (or failed) on every sync.
 */

let replica: Replica;
let cache: Cache;
beforeAll(async () => {
  replica = await startReplica('torchtune');
  cache = tempCache();
});
afterAll(async () => {
  cache?.close();
  await replica?.close();
});

type PageEvent = Extract<SyncEvent, { type: 'page' }>;
const rootEvents = (events: SyncEvent[]) =>
  events.filter((e): e is PageEvent => e.type === 'page' && e.url === `${replica.url}/torchtune/`);

describe('a meta refresh page', () => {
  it('is reported as redirecting where it leads, on the first sync and the next', async () => {
    for (let run = 0; run < 2; run++) {
      const { results, events } = await syncOnce(cache, [replica.expectations.docset]);
      expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
      expect(rootEvents(events).map((e) => [e.outcome, e.message])).toEqual([
        ['redirected', `redirects to ${replica.url}/torchtune/stable/index.html`],
      ]);
      const noContent = events.filter((e) => e.type === 'page' && e.message === 'no content');
      expect(noContent).toEqual([]);
    }
  }, 60_000);
});
