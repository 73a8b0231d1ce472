import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteFile, SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { objectsInv } from '../../test-support/sites/support/objects-inv.ts';
import { page, smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { readRunChanges } from '../store/read-run-changes.ts';
import { exportBundle } from './export-bundle.ts';
import { importBundle } from './import-bundle.ts';
import {
  changeSite,
  contentOf,
  searchesOf,
  sha256,
  syncSites,
  tempDir,
} from './testing/bundle-fixture.ts';

let alpha: SiteServer;
let beta: SiteServer;
let dir: string;
let source: Cache;
const open: Cache[] = [];
const now = (iso: string) => () => new Date(iso);
const day = (n: number): string => `2025-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;
const sites = () => [
  { id: 'alpha', site: alpha },
  { id: 'beta', site: beta },
];
const exportAt = (name: string, at: string, since?: { bundleFile: string } | { date: Date }) =>
  exportBundle({
    cacheFile: source.file,
    out: join(dir, name),
    since,
    now: now(at),
    folioVersion: '0.1.0',
  });
const importAt = (bundle: string, cache: string, at: string) =>
  importBundle({ bundleFile: join(dir, bundle), cacheFile: join(dir, cache), now: now(at) });
const read = (name: string): Cache => {
  const cache = openCache({ file: join(dir, name), readOnly: true });
  open.push(cache);
  return cache;
};

const inventory = objectsInv('Alpha', '1.0', [
  {
    name: 'deepspeed.DeepSpeedEngine.step',
    role: 'py:method',
    uri: 'api/engine.html#engine.step',
  },
]);
const alphaFiles = (): Record<string, SiteFile | string> => ({
  ...smallDocsSite(),
  '/docs/objects.inv': inventory,
});

/** Both sites synced once as of day 1: each test starts from a copy, as if it had synced them. */
let synced: string;
beforeAll(async () => {
  alpha = await serveSite({ files: alphaFiles() });
  beta = await serveSite({ files: smallDocsSite() });
  synced = join(tempDir(), 'synced.db');
  const cache = openCache({ file: synced });
  await syncSites(cache, sites(), day(1));
  // Closing checkpoints the WAL into the file, so copying the file alone copies the cache.
  cache.close();
});
afterAll(async () => {
  await Promise.all([alpha.close(), beta.close()]);
});
beforeEach(() => {
  // Tests change alpha (changeSite, a rewritten page): back to what the copied cache holds.
  for (const [path, file] of Object.entries(alphaFiles())) alpha.setFile(path, file);
  alpha.deleteFile('/docs/guide/offload.html');
  dir = tempDir();
  copyFileSync(synced, join(dir, 'source.db'));
  source = openCache({ file: join(dir, 'source.db') });
});
afterEach(() => {
  source.close();
  for (const cache of open.splice(0)) cache.close();
});

describe('incremental bundles', () => {
  it('carry only what changed since their base and apply on top of it', async () => {
    const full = exportAt('full.folio', day(2));
    importAt('full.folio', 'target.db', day(2));
    changeSite(alpha);
    const [resync] = await syncSites(source, sites(), day(3));
    expect(resync).toMatchObject({ summary: { new: 1, changed: 2, removed: 1 } });

    const delta = exportAt('delta.folio', day(4), { bundleFile: join(dir, 'full.folio') });
    expect(delta.manifest.base).toEqual({ bundleId: full.manifest.bundleId, since: day(2) });
    expect(delta.manifest.docsets).toMatchObject([
      { id: 'alpha', pages: 3, totalPages: 5, tombstones: 1, base: day(2) },
      { id: 'beta', pages: 0, totalPages: 5, tombstones: 0, base: day(2) },
    ]);
    expect(delta.bytes).toBeLessThan(full.bytes);

    const applied = importAt('delta.folio', 'target.db', day(5));
    expect(applied.docsets).toEqual([
      {
        docset: 'alpha',
        kind: 'incremental',
        added: 1,
        updated: 2,
        unchanged: 0,
        removed: 1,
        assets: 0,
      },
      {
        docset: 'beta',
        kind: 'incremental',
        added: 0,
        updated: 0,
        unchanged: 0,
        removed: 0,
        assets: 0,
      },
    ]);
    const target = read('target.db');
    expect(contentOf(target)).toEqual(contentOf(source));
    expect(searchesOf(target)).toEqual(searchesOf(source));

    // The import is a run of its own, with its page list: "what changed" on the far side.
    const changes = readRunChanges(target.db).find((c) => c.docset === 'alpha')!;
    expect(changes.run).toMatchObject({ kind: 'import', outcome: 'ok' });
    expect(changes.pages.map((p) => [p.change, new URL(p.url).pathname])).toEqual([
      ['new', '/docs/guide/offload.html'],
      ['changed', '/docs/'],
      ['changed', '/docs/guide/zero.html'],
      ['removed', '/docs/guide/pipeline.html'],
    ]);

    // An older bundle imported afterwards loses to what the cache has: nothing moves back.
    const older = importAt('full.folio', 'target.db', day(6));
    expect(older.docsets[0]).toMatchObject({ added: 0, updated: 0, unchanged: 5, removed: 0 });
    expect(contentOf(read('target.db'))).toEqual(contentOf(source));
  });

  it('are refused, changing nothing, where their base was never imported', async () => {
    exportAt('full.folio', day(2));
    changeSite(alpha);
    await syncSites(source, sites(), day(3));
    exportAt('delta.folio', day(4), { bundleFile: join(dir, 'full.folio') });

    // No cache at all: it is not even created.
    expect(() => importAt('delta.folio', 'fresh.db', day(5))).toThrow(
      /incremental bundle that applies on top of bundle .* import that first.*alpha \(this cache has nothing from that source\)/,
    );
    expect(existsSync(join(dir, 'fresh.db'))).toBe(false);

    // A cache that has these docsets, but from another source.
    const other = openCache({ file: join(dir, 'other.db') });
    await syncSites(other, sites(), day(1));
    other.close();
    const before = sha256(join(dir, 'other.db'));
    expect(() => importAt('delta.folio', 'other.db', day(5))).toThrow(/nothing from that source/);
    expect(sha256(join(dir, 'other.db'))).toBe(before);
  });

  it('are refused on top of an older state than their base, naming the base', async () => {
    exportAt('first.folio', day(2));
    importAt('first.folio', 'target.db', day(2));
    changeSite(alpha);
    await syncSites(source, sites(), day(3));
    const second = exportAt('second.folio', day(4));
    alpha.setFile('/docs/guide/offload.html', page('Offload', '<p>Offload to NVMe too.</p>'));
    await syncSites(source, sites(), day(5));
    exportAt('third.folio', day(6), { bundleFile: join(dir, 'second.folio') });

    const before = sha256(join(dir, 'target.db'));
    expect(() => importAt('third.folio', 'target.db', day(7))).toThrow(
      new RegExp(`bundle ${second.manifest.bundleId} .*state of ${day(2)}`),
    );
    expect(sha256(join(dir, 'target.db'))).toBe(before);

    // With the base imported, it applies.
    importAt('second.folio', 'target.db', day(7));
    expect(importAt('third.folio', 'target.db', day(7)).docsets[0]).toMatchObject({ updated: 1 });
    expect(contentOf(read('target.db'))).toEqual(contentOf(source));
  });

  it('--since a date applies on a cache that holds that source as of then', async () => {
    exportAt('full.folio', day(2));
    importAt('full.folio', 'target.db', day(2));
    changeSite(alpha);
    await syncSites(source, sites(), day(3));
    const delta = exportAt('delta.folio', day(4), { date: new Date(day(2)) });
    expect(delta.manifest.base).toEqual({ bundleId: null, since: day(2) });
    importAt('delta.folio', 'target.db', day(5));
    expect(contentOf(read('target.db'))).toEqual(contentOf(source));
  });
});

describe('a bundle given as the cache', () => {
  it('is refused, naming what to do instead, and left byte for byte with no -wal or -shm', () => {
    exportAt('full.folio', day(2));
    exportAt('other.folio', day(3));
    const before = sha256(join(dir, 'full.folio'));
    expect(() => importAt('other.folio', 'full.folio', day(4))).toThrow(
      /the cache .*full\.folio is a bundle \(made by folio export\), not a working cache.*folio import .*other\.folio --cache cache\.db.*folio import .*full\.folio --cache new\.db/,
    );
    expect(sha256(join(dir, 'full.folio'))).toBe(before);
    expect(readdirSync(dir).filter((f) => f.startsWith('full.folio'))).toEqual(['full.folio']);
    // Into itself too.
    expect(() => importAt('full.folio', 'full.folio', day(4))).toThrow(/is a bundle/);
    expect(sha256(join(dir, 'full.folio'))).toBe(before);
    // The way the message gives: a working cache made from the bundle takes the import.
    importAt('full.folio', 'new.db', day(4));
    expect(importAt('other.folio', 'new.db', day(4)).docsets).toHaveLength(2);
  });
});
