import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import type { Cache } from '../store/open-cache.ts';
import { readStatus } from '../store/read-status.ts';
import type { SyncEvent } from './sync-event.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { smallDocsSite } from './testing/small-docs-site.ts';

/**
 * A docset whose scope changed since the last sync: the catalog's entry moved host (torchtune
 * went from pytorch.org to meta-pytorch.org) or the user excluded part of it. The pages it no
 * longer covers are not fetched again and are removed once the run completes, and only then.
 */

const servers: SiteServer[] = [];
const replicas: Replica[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.close();
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await Promise.all(replicas.splice(0).map((r) => r.close()));
});

async function site(): Promise<SiteServer> {
  const server = await serveSite({ files: smallDocsSite() });
  servers.push(server);
  return server;
}

function cache(): Cache {
  const c = tempCache();
  caches.push(c);
  return c;
}

const okUrls = (c: Cache) =>
  (
    c.db.prepare(`SELECT url FROM pages WHERE status = 'ok' ORDER BY url`).all() as Array<{
      url: string;
    }>
  ).map((r) => r.url);

const removedEvents = (events: SyncEvent[]) =>
  events.flatMap((e) =>
    e.type === 'page' && e.outcome === 'removed' ? [{ url: e.url, message: e.message }] : [],
  );

describe('a docset whose scope changed', () => {
  it('drops the whole old site when the entry moved host, without asking the old host', async () => {
    // torchtune: more pages than the mass-removal guard lets vanish at once as 404s.
    const old = await startReplica('torchtune');
    const moved = await startReplica('torchtune');
    replicas.push(old, moved);
    const c = cache();
    await syncOnce(c, [old.expectations.docset]);
    const before = okUrls(c);
    expect(before.length).toBeGreaterThan(10);
    old.resetRequests();

    const { results, events } = await syncOnce(c, [moved.expectations.docset]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { removed: before.length } });
    expect(old.requested()).toEqual([]);
    expect(okUrls(c).every((u) => u.startsWith(moved.url))).toBe(true);
    expect(readStatus(c.db)[0]!.pages).toBe(okUrls(c).length);
    const removed = removedEvents(events);
    expect(removed.map((r) => r.url).sort()).toEqual(before);
    expect(new Set(removed.map((r) => r.message))).toEqual(
      new Set(['no longer in the docset’s scope']),
    );
    const pages = events.filter((e) => e.type === 'page');
    expect(pages.every((e) => e.done <= e.found)).toBe(true);
  }, 60_000);

  it('removes pages an excludes override now leaves out, without fetching them', async () => {
    const server = await site();
    const c = cache();
    const docset = fixtureDocset(`${server.url}/docs/index.html`);
    await syncOnce(c, [docset]);
    server.requests.length = 0;
    const overrides = new Map([[docset.id, { excludes: ['guide/'] }]]);
    const { results, events } = await syncOnce(c, [docset], { overrides });
    expect(results[0]).toMatchObject({
      outcome: 'ok',
      summary: { new: 0, unchanged: 3, removed: 2, failed: 0 },
    });
    expect(server.requests.filter((r) => r.path.includes('/guide/'))).toEqual([]);
    expect(removedEvents(events)).toEqual([
      { url: `${server.url}/docs/guide/zero.html`, message: 'excluded from the docset' },
      { url: `${server.url}/docs/guide/pipeline.html`, message: 'excluded from the docset' },
    ]);
    expect(okUrls(c).some((u) => u.includes('/guide/'))).toBe(false);
  });

  it('keeps the old site while the new host is down', async () => {
    const old = await site();
    const gone = await site();
    const c = cache();
    await syncOnce(c, [fixtureDocset(`${old.url}/docs/index.html`)]);
    const before = okUrls(c);
    const movedTo = `${gone.url}/docs/index.html`;
    await gone.close();
    const { results, events } = await syncOnce(c, [fixtureDocset(movedTo)]);
    expect(results[0]!.outcome).toBe('failed');
    expect(okUrls(c)).toEqual(before);
    expect(removedEvents(events)).toEqual([]);
  });

  it('keeps the old site when the new entry gives no page at all', async () => {
    const old = await site();
    const other = await serveSite({
      files: { '/docs/index.html': { body: 'plain text', contentType: 'text/plain' } },
    });
    servers.push(other);
    const c = cache();
    await syncOnce(c, [fixtureDocset(`${old.url}/docs/index.html`)]);
    const before = okUrls(c);
    const { results } = await syncOnce(c, [fixtureDocset(`${other.url}/docs/index.html`)]);
    expect(results[0]).toMatchObject({ outcome: 'failed', summary: { removed: 0 } });
    expect(results[0]!.error).toMatch(/nothing found in the docset’s scope; 5 cached page/);
    expect(okUrls(c)).toEqual(before);
  });
});
