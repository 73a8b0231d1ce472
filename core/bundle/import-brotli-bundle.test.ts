import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import { decompress } from '../store/compress.ts';
import { openCache } from '../store/open-cache.ts';
import { exportBundle } from './export-bundle.ts';
import { importBundle } from './import-bundle.ts';
import { contentOf, syncSites, tamperBundle, tempDir } from './testing/bundle-fixture.ts';

let site: SiteServer;
let dir: string;

beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
});
afterAll(() => site.close());

/** Rewrites every compressed column of a bundle as a Folio before zstd wrote it: brotli, `br5`. */
function toBrotli(file: string): void {
  tamperBundle(file, (db) => {
    for (const [table, column] of [
      ['pages', 'body'],
      ['links', 'targets'],
    ] as const) {
      const rows = db
        .prepare(`SELECT rowid AS id, codec, ${column} AS bytes FROM ${table}`)
        .all() as {
        id: number;
        codec: string;
        bytes: Buffer | null;
      }[];
      const update = db.prepare(`UPDATE ${table} SET codec = 'br5', ${column} = ? WHERE rowid = ?`);
      for (const row of rows) {
        if (row.bytes === null) continue;
        update.run(brotliCompressSync(decompress(row.codec, row.bytes)), row.id);
      }
    }
  });
}

describe('a bundle written with brotli rows (before zstd)', () => {
  it('imports into a cache that reads the same content as the zstd bundle gives', async () => {
    const source = openCache({ file: join(dir, 'source.db') });
    await syncSites(source, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
    source.close();
    const fresh = join(dir, 'fresh.folio');
    exportBundle({ cacheFile: source.file, out: fresh, now: () => new Date(), folioVersion: '0' });
    const old = join(dir, 'old.folio');
    exportBundle({ cacheFile: source.file, out: old, now: () => new Date(), folioVersion: '0' });
    toBrotli(old);

    const fromFresh = join(dir, 'from-fresh.db');
    const fromOld = join(dir, 'from-old.db');
    importBundle({ bundleFile: fresh, cacheFile: fromFresh, now: () => new Date() });
    importBundle({ bundleFile: old, cacheFile: fromOld, now: () => new Date() });
    const a = openCache({ file: fromFresh, readOnly: true });
    const b = openCache({ file: fromOld, readOnly: true });
    try {
      const codecs = b.db.prepare('SELECT DISTINCT codec FROM pages').pluck().all();
      // The pages' bytes are kept as the bundle had them, so the brotli rows stay brotli.
      expect(codecs).toEqual(['br5']);
      const strip = (content: unknown): unknown =>
        JSON.parse(JSON.stringify(content, (k, v: unknown) => (k === 'codec' ? undefined : v)));
      expect(strip(contentOf(b))).toEqual(strip(contentOf(a)));
      expect((contentOf(b) as { pages: unknown[] }).pages.length).toBeGreaterThan(2);
    } finally {
      a.close();
      b.close();
    }
  });
});
