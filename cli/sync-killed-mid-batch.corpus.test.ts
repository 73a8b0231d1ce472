import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheSnapshot } from '../core/mirror/testing/cache-snapshot.ts';
import { treeDocsSite } from '../core/mirror/testing/tree-docs-site.ts';
import type { Cache } from '../core/store/open-cache.ts';
import { openCache } from '../core/store/open-cache.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { spawnFolio } from './commands/testing/spawn-folio.ts';
import { tempCacheFile, writeCatalog } from './testing/run-folio.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';

/**
 * Pages are written many to a transaction. `folio sync` killed with SIGKILL while a batch is open
 * (pages written but not committed) must leave a cache that is whole: SQLite's and FTS5's own
 * checks pass, every page seen committed before the kill is still there with its sections in the
 * index, and the next sync completes the rest. A second connection watches what is committed
 * while the sync runs, as any reader would.
 */

let site: SiteServer;
let catalog: string;
let clean: unknown[];

beforeAll(async () => {
  site = await serveSite({ files: treeDocsSite(8, 10) });
  catalog = writeCatalog([['Tree', 'a local fixture', `<${site.url}/docs/index.html>`]]);
  const cache = tempCacheFile();
  const run = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
  expect(run.code).toBe(0);
  clean = withCache(cache, cacheSnapshot);
});
afterAll(() => site.close());

function withCache<T>(file: string, read: (cache: Cache) => T): T {
  const cache = openCache({ file });
  try {
    return read(cache);
  } finally {
    cache.close();
  }
}

function committedKeys(file: string): string[] {
  try {
    return withCache(file, (cache) =>
      cache.db.prepare("SELECT key FROM pages WHERE status = 'ok'").pluck().all(),
    ) as string[];
  } catch {
    return []; // not created yet
  }
}

const storedLines = (stdout: string): number => (stdout.match(/"outcome":"new"/g) ?? []).length;

describe('folio sync killed in the middle of a write batch', () => {
  it('keeps every committed page whole, and the next sync completes the rest', async () => {
    const cache = tempCacheFile();
    const slow = site.use(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return false;
    });
    const sync = spawnFolio(['sync', '--catalog', catalog, '--cache', cache, '--json'], {
      env: { FOLIO_TUNED: '1' },
    });
    let committed: string[] = [];
    // Kill once a batch has been committed and the next one holds pages not yet committed.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      committed = committedKeys(cache);
      const stored = storedLines(sync.output().stdout);
      if (committed.length > 0 && stored > committed.length + 2) break;
      if (sync.child.exitCode !== null) throw new Error('the sync ended before it could be killed');
    }
    sync.child.kill('SIGKILL');
    await sync.done;
    slow();
    expect(sync.child.signalCode).toBe('SIGKILL');

    withCache(cache, ({ db }) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // FTS5's own check of its index, then: every index row is a stored section, and every
      // stored page has sections, each page's first one findable.
      db.prepare(
        "INSERT INTO sections_fts (sections_fts, rank) VALUES ('integrity-check', 0)",
      ).run();
      const orphans = db
        .prepare('SELECT count(*) FROM sections_fts WHERE rowid NOT IN (SELECT id FROM sections)')
        .pluck()
        .get();
      expect(orphans).toBe(0);
      const keys = db
        .prepare("SELECT key FROM pages WHERE status = 'ok'")
        .pluck()
        .all() as string[];
      for (const key of committed) expect(keys).toContain(key);
      expect(keys.length).toBeLessThan(clean.length);
      const torn = db
        .prepare(
          `SELECT p.key FROM pages p WHERE p.status = 'ok' AND NOT EXISTS
             (SELECT 1 FROM sections s JOIN sections_fts f ON f.rowid = s.id WHERE s.page_id = p.id)`,
        )
        .pluck()
        .all();
      expect(torn).toEqual([]);
    });

    const again = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
    expect(again.code).toBe(0);
    expect(withCache(cache, cacheSnapshot)).toEqual(clean);
  });
});
