import Database from 'better-sqlite3';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { BundleExistsError } from './bundle-exists-error.ts';
import { exportBundle } from './export-bundle.ts';
import { importBundle } from './import-bundle.ts';
import { openBundle } from './open-bundle.ts';
import { contentOf, searchesOf, sha256, syncSites, tempDir } from './testing/bundle-fixture.ts';

let alpha: SiteServer;
let beta: SiteServer;
let dir: string;
const open: Cache[] = [];
const cacheAt = (name: string): Cache => {
  const cache = openCache({ file: join(dir, name) });
  open.push(cache);
  return cache;
};
const now = (iso: string) => () => new Date(iso);

beforeEach(async () => {
  alpha = await serveSite({ files: smallDocsSite() });
  beta = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
});
afterEach(async () => {
  for (const cache of open.splice(0)) cache.close();
  await Promise.all([alpha.close(), beta.close()]);
});

describe('exportBundle', () => {
  it('round-trips: an empty cache gets the same docsets, pages and search results', async () => {
    const source = cacheAt('source.db');
    await syncSites(
      source,
      [
        { id: 'alpha', site: alpha },
        { id: 'beta', site: beta },
      ],
      '2025-01-01T00:00:00.000Z',
    );
    const out = join(dir, 'all.folio');
    const result = exportBundle({
      cacheFile: source.file,
      out,
      now: now('2025-01-02T00:00:00.000Z'),
      folioVersion: '0.1.0',
    });
    expect(result.manifest).toMatchObject({
      folioVersion: '0.1.0',
      snapshotAt: '2025-01-02T00:00:00.000Z',
      base: null,
      docsets: [
        { id: 'alpha', name: 'Docs alpha', pages: 5, totalPages: 5, tombstones: 0, base: null },
        { id: 'beta', pages: 5, lastOkSyncAt: '2025-01-01T00:00:00.000Z' },
      ],
    });

    // Rollback journal (no -wal/-shm needed), and no trace of the exporting machine's history.
    const bytes = readFileSync(out);
    expect([bytes[18], bytes[19]]).toEqual([1, 1]);
    const raw = new Database(out, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(raw.prepare('SELECT count(*) AS n FROM sync_runs').get()).toEqual({ n: 0 });
    expect(raw.prepare('SELECT count(*) AS n FROM cache_info').get()).toEqual({ n: 0 });
    // The crawl lists travel once, as the ids the cache keeps, with the URLs they name (the
    // copy's lists are compared below); the links rows held them a second time.
    expect(source.db.prepare('SELECT count(*) FROM crawl_lists').pluck().get()).toBe(10);
    expect(raw.prepare('SELECT count(*) AS n FROM crawl_lists').get()).toEqual({ n: 10 });
    expect(raw.prepare('SELECT count(*) AS n FROM links').get()).toEqual({ n: 0 });
    // Page bodies at the bundle's level where that is smaller (not every tiny page's), smaller
    // than the cache's in all (the copy's content is compared below: the same pages decoded).
    expect(raw.prepare('SELECT DISTINCT codec FROM pages ORDER BY 1').pluck().all()).toEqual([
      'zstd3',
      'zstd9',
    ]);
    const bodies = 'SELECT sum(length(body)) FROM pages';
    expect(raw.prepare(bodies).pluck().get()).toBeLessThan(
      source.db.prepare(bodies).pluck().get() as number,
    );
    expect(raw.prepare('SELECT count(*) AS n FROM crawl_urls').get()).toEqual(
      source.db.prepare('SELECT count(*) AS n FROM crawl_urls').get(),
    );
    raw.close();

    const target = join(dir, 'target.db');
    const imported = importBundle({
      bundleFile: out,
      cacheFile: target,
      now: now('2025-02-01T00:00:00.000Z'),
    });
    expect(imported.docsets).toEqual([
      { docset: 'alpha', kind: 'full', added: 5, updated: 0, unchanged: 0, removed: 0, assets: 1 },
      { docset: 'beta', kind: 'full', added: 5, updated: 0, unchanged: 0, removed: 0, assets: 1 },
    ]);
    const copy = cacheAt('target.db');
    expect(contentOf(copy)).toEqual(contentOf(source));
    expect(searchesOf(copy)).toEqual(searchesOf(source));
    expect((searchesOf(copy) as unknown[][]).every((hits) => hits.length > 0)).toBe(true);
    expect(copy.db.prepare('SELECT last_ok_sync_at AS t FROM docsets').pluck().all()).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
    // FTS rows rebuilt for every section, and consistent.
    copy.db.exec("INSERT INTO sections_fts (sections_fts, rank) VALUES ('integrity-check', 1)");

    // Importing the same bundle again changes nothing.
    const again = importBundle({
      bundleFile: out,
      cacheFile: target,
      now: now('2025-02-02T00:00:00.000Z'),
    });
    expect(again.docsets.map((d) => [d.added, d.updated, d.unchanged, d.removed])).toEqual([
      [0, 0, 5, 0],
      [0, 0, 5, 0],
    ]);
  });

  it('exports only the chosen docsets, with nothing of the others left in the file', async () => {
    const source = cacheAt('source.db');
    await syncSites(
      source,
      [
        { id: 'alpha', site: alpha },
        { id: 'beta', site: beta },
      ],
      '2025-01-01T00:00:00.000Z',
    );
    const out = join(dir, 'beta.folio');
    exportBundle({
      cacheFile: source.file,
      out,
      docsets: ['beta'],
      now: now('2025-01-02T00:00:00.000Z'),
      folioVersion: '0.1.0',
    });
    const bundle = openBundle(out);
    expect(bundle.manifest.docsets.map((d) => d.id)).toEqual(['beta']);
    expect(bundle.db.prepare('SELECT DISTINCT docset_id FROM pages').pluck().all()).toEqual([
      'beta',
    ]);
    // Its crawl lists travel with only the URLs they name: none of alpha's.
    expect(bundle.db.prepare('SELECT count(*) FROM crawl_lists').pluck().get()).toBe(5);
    expect(bundle.db.prepare('SELECT DISTINCT docset_id FROM crawl_urls').pluck().all()).toEqual([
      'beta',
    ]);
    // Search rows are beta's sections only (a textless signpost heading has none).
    const fts = bundle.db.prepare('SELECT rowid FROM sections_fts').pluck().all() as number[];
    const sections = new Set(bundle.db.prepare('SELECT id FROM sections').pluck().all());
    expect(fts.length).toBeGreaterThan(0);
    expect(fts.filter((id) => !sections.has(id))).toEqual([]);
    // Each index in one segment (the cache's syncs left several), so no term is stored twice.
    for (const table of ['sections_fts_idx', 'headings_fts_idx']) {
      const segments = `SELECT count(DISTINCT segid) FROM ${table}`;
      expect(source.db.prepare(segments).pluck().get()).toBeGreaterThan(1);
      expect(bundle.db.prepare(segments).pluck().get()).toBe(1);
    }
    bundle.close();
    // VACUUM after pruning: alpha's URLs are not even in free pages.
    expect(readFileSync(out).includes(Buffer.from(alpha.url))).toBe(false);
    expect(readFileSync(out).includes(Buffer.from(beta.url))).toBe(true);
  });

  it('exports every mirrored version of a docset named without one', async () => {
    const source = cacheAt('source.db');
    await syncSites(
      source,
      [
        { id: 'alpha', site: alpha },
        { id: 'alpha@0.9', site: beta },
      ],
      '2025-01-01T00:00:00.000Z',
    );
    const bundleOf = (docset: string) => {
      const out = join(dir, `${docset.replace(/\W/g, '-')}.folio`);
      exportBundle({
        cacheFile: source.file,
        out,
        docsets: [docset],
        now: now('2025-01-02T00:00:00.000Z'),
        folioVersion: '0.1.0',
      });
      const bundle = openBundle(out);
      const ids = bundle.manifest.docsets.map((d) => d.id);
      bundle.close();
      return ids;
    };
    expect(bundleOf('alpha')).toEqual(['alpha', 'alpha@0.9']);
    expect(bundleOf('alpha@0.9')).toEqual(['alpha@0.9']);
  });

  it('refuses an unknown docset (leaving no partial file) and the cache itself as --out', async () => {
    const source = cacheAt('source.db');
    await syncSites(source, [{ id: 'alpha', site: alpha }], '2025-01-01T00:00:00.000Z');
    expect(() =>
      exportBundle({
        cacheFile: source.file,
        out: join(dir, 'x.folio'),
        docsets: ['nope'],
        now: now('2025-01-02T00:00:00.000Z'),
        folioVersion: '0.1.0',
      }),
    ).toThrow(/unknown docset: nope/);
    expect(readFileSync(join(dir, 'source.db')).length).toBeGreaterThan(0);
    expect(() => readFileSync(join(dir, 'x.folio'))).toThrow();
    expect(() =>
      exportBundle({
        cacheFile: source.file,
        out: source.file,
        now: now('2025-01-02T00:00:00.000Z'),
        folioVersion: '0.1.0',
      }),
    ).toThrow(/--out is the cache itself/);
  });

  it('leaves an existing file at out as it was unless asked to overwrite it, then replaces it whole', async () => {
    const source = cacheAt('source.db');
    await syncSites(source, [{ id: 'alpha', site: alpha }], '2025-01-01T00:00:00.000Z');
    const out = join(dir, 'keep.folio');
    writeFileSync(out, 'an earlier bundle the user still needs');
    const before = sha256(out);
    const exportTo = (overwrite?: boolean) =>
      exportBundle({
        cacheFile: source.file,
        out,
        now: now('2025-01-02T00:00:00.000Z'),
        folioVersion: '0.1.0',
        overwrite,
      });
    expect(() => exportTo()).toThrow(BundleExistsError);
    expect(sha256(out)).toBe(before);
    // Refused before any work: no partial file beside it.
    expect(readdirSync(dir).sort()).toEqual([
      'keep.folio',
      'source.db',
      'source.db-shm',
      'source.db-wal',
    ]);

    const result = exportTo(true);
    expect(result.checksum).not.toBe(before);
    const bundle = openBundle(out);
    expect(bundle.manifest.docsets.map((d) => d.id)).toEqual(['alpha']);
    bundle.close();
  });
});
