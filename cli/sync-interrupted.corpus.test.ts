import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheSnapshot } from '../core/mirror/testing/cache-snapshot.ts';
import { treeDocsSite } from '../core/mirror/testing/tree-docs-site.ts';
import { openCache } from '../core/store/open-cache.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { spawnFolio } from './commands/testing/spawn-folio.ts';
import { tempCacheFile, writeCatalog } from './testing/run-folio.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';

/**
 * The real `folio sync` killed part-way (SIGKILL: no handler runs; Ctrl+C: the graceful stop),
 * then a plain sync: the cache ends as a clean sync leaves it. Pages are answered slowly while
 * the first sync runs, so the kill lands while most of the site is still unknown.
 */

let site: SiteServer;
let catalog: string;
let clean: unknown[];

beforeAll(async () => {
  site = await serveSite({ files: treeDocsSite() });
  catalog = writeCatalog([['Tree', 'a local fixture', `<${site.url}/docs/index.html>`]]);
  const cache = tempCacheFile();
  const run = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
  expect(run.code).toBe(0);
  clean = snapshot(cache);
});
afterAll(() => site.close());

function snapshot(file: string): unknown[] {
  const cache = openCache({ file, readOnly: true });
  try {
    return cacheSnapshot(cache);
  } finally {
    cache.close();
  }
}

const thirdPage = /(: new [^\n]*\n[^]*){3}/;

function storedPages(file: string): number {
  try {
    return snapshot(file).length;
  } catch {
    return 0; // the sync has not created the cache yet
  }
}

describe('folio sync stopped part-way, then run again', () => {
  it.each([
    ['SIGKILL', 0],
    ['SIGINT', 130],
  ] as const)('after %s ends as a clean sync', async (signal, code) => {
    const cache = tempCacheFile();
    const slow = site.use(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return false;
    });
    // The launcher execs Node, so the signal reaches the syncing process itself.
    const sync = spawnFolio(['sync', '--catalog', catalog, '--cache', cache]);
    await sync.waitFor(thirdPage);
    // Pages are committed in batches: wait for the first, so the kill keeps some of the site.
    while (storedPages(cache) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    sync.child.kill(signal);
    const stopped = await sync.done;
    slow();
    expect(signal === 'SIGKILL' ? sync.child.signalCode : stopped.code).toBe(
      signal === 'SIGKILL' ? 'SIGKILL' : code,
    );
    const partial = snapshot(cache);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(clean.length);
    const again = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
    expect(again.code).toBe(0);
    expect(snapshot(cache)).toEqual(clean);
  });
});
