import { chmodSync, copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256, syncSites, tempDir } from '../../core/bundle/testing/bundle-fixture.ts';
import { smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { writeCatalog } from '../testing/run-folio.ts';
import { spawnFolio, unprivileged } from './testing/spawn-folio.ts';

let site: SiteServer;
let root: string;
let shared: string;
let catalog: string;
const user = unprivileged();

/**
 * A shared read-only cache as a cluster would have it: a folder nobody may write to, holding a
 * bundle made by folio export (journal_mode=DELETE, so readers need no -wal or -shm beside it).
 * When the tests run as root the processes run as nobody, or permissions would not apply.
 */
beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  root = tempDir();
  chmodSync(root, 0o755);
  const cacheFile = join(root, 'work', 'cache.db');
  const cache = openCache({ file: cacheFile });
  await syncSites(cache, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
  cache.close();
  shared = join(root, 'shared', 'docs.folio');
  expect((await runFolioInProcess(['export', '--cache', cacheFile, '--out', shared])).code).toBe(0);
  copyFileSync(shared, join(root, 'shared', 'update.folio'));
  // A WAL cache (not a bundle) copied to read-only storage as is.
  mkdirSync(join(root, 'wal'));
  copyFileSync(cacheFile, join(root, 'wal', 'cache.db'));
  catalog = writeCatalog([['Alpha', 'fixture', `<${site.url}/docs/index.html>`]]);
  chmodSync(dirname(catalog), 0o755);
  for (const file of [
    shared,
    join(root, 'shared', 'update.folio'),
    join(root, 'wal', 'cache.db'),
  ]) {
    chmodSync(file, 0o444);
  }
  chmodSync(join(root, 'shared'), 0o555);
  chmodSync(join(root, 'wal'), 0o555);
});
afterAll(() => site.close());

const folio = (args: string[]) => spawnFolio(args, { user }).done;

describe('a shared read-only cache', () => {
  it('serves two readers at once while a writer is refused with a clear message', async () => {
    const before = sha256(shared);
    const [search1, search2, status, show, sync, load] = await Promise.all([
      folio(['search', 'stage 3 partitions', '--cache', shared, '--json']),
      folio(['search', 'optimizer step', '--cache', shared, '--json']),
      folio(['status', '--cache', shared, '--json']),
      folio(['show', `${site.url}/docs/guide/zero.html`, '--cache', shared]),
      folio(['sync', '--catalog', catalog, '--cache', shared]),
      folio(['import', join(root, 'shared', 'update.folio'), '--cache', shared]),
    ]);
    expect(search1.code, search1.stderr).toBe(0);
    expect((JSON.parse(search1.stdout) as unknown[])[0]).toMatchObject({
      title: 'Zero Redundancy Optimizer',
    });
    expect(search2.code, search2.stderr).toBe(0);
    expect((JSON.parse(search2.stdout) as unknown[])[0]).toMatchObject({
      title: 'DeepSpeedEngine',
    });
    expect(status.code, status.stderr).toBe(0);
    expect((JSON.parse(status.stdout) as unknown[])[0]).toMatchObject({
      docset: 'alpha',
      pages: 5,
    });
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toMatch(/Stage 3 partitions parameters/);

    expect(sync.code).toBe(1);
    // A bundle is never opened for writing, wherever it lies: looked at first, it is refused.
    expect(sync.stderr).toMatch(
      /cannot use cache .*docs\.folio: .*docs\.folio is a bundle \(made by folio export\), not a working cache/,
    );
    expect(load.code).toBe(1);
    expect(load.stderr).toMatch(
      /the cache .*docs\.folio is read-only: a shared read-only cache can be searched and read, not imported into/,
    );
    expect(sha256(shared)).toBe(before);
  });

  it('explains why a WAL cache on read-only storage cannot be opened, and what to do', async () => {
    const run = await folio(['status', '--cache', join(root, 'wal', 'cache.db')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/in WAL mode and its folder is read-only.*folio export/);
  });
});
