import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Cache } from '../store/open-cache.ts';
import type { SyncEvent } from './sync-event.ts';
import { cacheSnapshot } from './testing/cache-snapshot.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { treeDocsSite } from './testing/tree-docs-site.ts';

/**
 * A sync broken off at any point is finished by the next plain one: it ends with the pages,
 * sections and links a clean sync of the same site stores. The tree site reveals most pages only
 * through links, so the next run must walk on through the pages that answer 304.
 */

let site: SiteServer | undefined;
const caches: Cache[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.close();
  await site?.close();
  site = undefined;
});

async function setup() {
  site ??= await serveSite({ files: treeDocsSite() });
  const cache = tempCache();
  caches.push(cache);
  return { site, cache, docset: fixtureDocset(`${site.url}/docs/index.html`) };
}

async function cleanSnapshot(): Promise<unknown[]> {
  const { cache, docset } = await setup();
  const { results } = await syncOnce(cache, [docset]);
  expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 31, failed: 0 } });
  return cacheSnapshot(cache);
}

const storedPages = (e: SyncEvent) => e.type === 'page' && e.outcome === 'new';

describe('an interrupted sync is completed by the next one', () => {
  it.each([1, 4, 17])('after Ctrl+C once %i pages were stored', async (after) => {
    const clean = await cleanSnapshot();
    const { cache, docset } = await setup();
    const controller = new AbortController();
    let stored = 0;
    const broken = await syncOnce(cache, [docset], {
      signal: controller.signal,
      onEvent: (e) => {
        if (storedPages(e) && ++stored === after) controller.abort();
      },
    });
    expect(broken.results[0]).toMatchObject({ outcome: 'cancelled' });
    expect(cacheSnapshot(cache).length).toBeLessThan(clean.length);
    const next = await syncOnce(cache, [docset]);
    expect(next.results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
    expect(cacheSnapshot(cache)).toEqual(clean);
  });

  it.each([0, 3, 12])(
    'after the server went away once %i pages had been served',
    async (served) => {
      const clean = await cleanSnapshot();
      const { cache, docset, site: server } = await setup();
      let pages = 0;
      const away = server.use((req) => {
        if (!req.url?.endsWith('.html') || pages++ < served) return false;
        req.socket.destroy();
        return true;
      });
      const broken = await syncOnce(cache, [docset]);
      away();
      expect(broken.results[0]).toMatchObject({ outcome: 'failed' });
      const next = await syncOnce(cache, [docset]);
      expect(next.results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
      expect(cacheSnapshot(cache)).toEqual(clean);
      // A second plain sync finds nothing left to do.
      const again = await syncOnce(cache, [docset]);
      expect(again.results[0]).toMatchObject({ summary: { new: 0, unchanged: 31 } });
    },
  );

  it('reaches a new page linked only from a page that has not changed since', async () => {
    const { cache, docset, site: server } = await setup();
    await syncOnce(cache, [docset]);
    // Chapter 2's sidebar now links a new page (its content is the same); the run that sees the
    // edit is stopped before the new page arrives, so the next run gets a 304 for chapter 2 and
    // must follow the links stored from it.
    const extra = `${server.url}/docs/ch2/extra.html`;
    server.setFile(
      '/docs/ch2/extra.html',
      '<!DOCTYPE html><title>Extra</title><main><h1>Extra</h1><p>Only chapter two links here.</p></main>',
    );
    const chapter = treeDocsSite()['/docs/ch2/index.html'] as string;
    server.setFile(
      '/docs/ch2/index.html',
      chapter.replace('</ul>', '<li><a href="/docs/ch2/extra.html">extra</a></li></ul>'),
    );
    const held = server.use(async (req) => {
      if (req.url === '/docs/ch2/extra.html') await new Promise((r) => setTimeout(r, 300));
      return false;
    });
    const controller = new AbortController();
    const broken = await syncOnce(cache, [docset], {
      signal: controller.signal,
      onEvent: (e) => {
        if (e.type === 'page' && e.url === `${server.url}/docs/ch2/`) controller.abort();
      },
    });
    held();
    expect(broken.results[0]).toMatchObject({ outcome: 'cancelled', summary: { new: 0 } });
    const next = await syncOnce(cache, [docset]);
    expect(next.results[0]).toMatchObject({
      outcome: 'ok',
      summary: { new: 1, changed: 0, unchanged: 31, failed: 0 },
    });
    expect(next.events).toContainEqual(expect.objectContaining({ url: extra, outcome: 'new' }));
  });
});
