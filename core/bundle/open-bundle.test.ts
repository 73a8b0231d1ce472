import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import { migrations } from '../store/migrations.ts';
import { openCache } from '../store/open-cache.ts';
import { BundleError } from './bundle-error.ts';
import { exportBundle } from './export-bundle.ts';
import { sealChecksum } from './file-checksum.ts';
import { openBundle } from './open-bundle.ts';
import { syncSites, tempDir } from './testing/bundle-fixture.ts';

let site: SiteServer;
let dir: string;
let good: string;
let cacheFile: string;

beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
  cacheFile = join(dir, 'cache.db');
  const cache = openCache({ file: cacheFile });
  await syncSites(cache, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
  cache.close();
  good = join(dir, 'good.folio');
  exportBundle({ cacheFile, out: good, now: () => new Date(), folioVersion: '0.1.0' });
});
afterAll(() => site.close());

/** A copy of the good bundle, changed by `edit`. */
function variant(name: string, edit: (file: string) => void): string {
  const file = join(dir, name);
  copyFileSync(good, file);
  edit(file);
  return file;
}

function withDb(file: string, run: (db: Database.Database) => void): void {
  const db = new Database(file);
  run(db);
  db.close();
}

const refusal = (file: string): string => {
  try {
    openBundle(file).close();
  } catch (error) {
    expect(error).toBeInstanceOf(BundleError);
    return (error as Error).message;
  }
  throw new Error(`${file} was accepted`);
};

describe('openBundle', () => {
  it('accepts a bundle folio export wrote, and cleans up its staging copy', () => {
    const bundle = openBundle(good);
    expect(bundle.manifest.docsets[0]).toMatchObject({ id: 'alpha', pages: 5 });
    // The staging copy is the connection's own file (other tests stage theirs in tmp meanwhile).
    const staging = bundle.db.name;
    expect(existsSync(staging)).toBe(true);
    bundle.close();
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(dirname(staging))).toBe(false);
  });

  it('refuses damaged copies', () => {
    const half = variant('half.folio', (f) =>
      truncateSync(f, Math.floor(readFileSync(f).length / 2)),
    );
    expect(refusal(half)).toMatch(/truncated/);
    // One bit, anywhere: the middle of the file, the last byte, and the header.
    for (const at of [0.5, 1, 0.02]) {
      const flipped = variant(`flip-${at}.folio`, (f) => {
        const bytes = readFileSync(f);
        const i = Math.min(bytes.length - 1, Math.floor(bytes.length * at));
        bytes[i] = bytes[i]! ^ 0x01;
        writeFileSync(f, bytes);
      });
      expect(refusal(flipped)).toMatch(/damaged|not an SQLite database/);
    }
  });

  it('refuses what is not a Folio bundle', () => {
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'just some notes\n'.repeat(100));
    expect(refusal(text)).toMatch(/not a Folio bundle \(not an SQLite database\)/);
    const empty = join(dir, 'empty.folio');
    writeFileSync(empty, '');
    expect(refusal(empty)).toMatch(/not an SQLite database/);

    const foreign = join(dir, 'docset.dsidx');
    withDb(foreign, (db) =>
      db.exec('CREATE TABLE searchIndex (id INTEGER PRIMARY KEY, name TEXT)'),
    );
    expect(refusal(foreign)).toMatch(/another application's SQLite database/);

    // A live cache (WAL), and one switched to a rollback journal: neither is a bundle.
    expect(refusal(cacheFile)).toMatch(/Folio cache in WAL mode, not a bundle/);
    const plain = join(dir, 'plain.db');
    copyFileSync(cacheFile, plain);
    withDb(plain, (db) => db.pragma('journal_mode = DELETE'));
    expect(refusal(plain)).toMatch(/Folio cache, not a bundle/);
  });

  it('refuses bundles from a newer Folio', () => {
    const schema = variant('schema.folio', (f) =>
      withDb(f, (db) => db.pragma(`user_version = ${migrations.length + 1}`)),
    );
    expect(refusal(schema)).toMatch(/made by a newer Folio .*update Folio/);
    const format = variant('format.folio', (f) =>
      withDb(f, (db) => db.prepare('UPDATE bundle_manifest SET format = 2').run()),
    );
    expect(refusal(format)).toMatch(/bundle format 2, newer than this Folio reads \(1\)/);
  });

  it('refuses an unexpected schema even when the file was resealed (IMP-05)', () => {
    // Whoever knows the scheme can recompute a checksum: the allowlist must still hold.
    const crafted = (name: string, sql: string): string =>
      variant(name, (f) => {
        const placeholder = 'e'.repeat(64);
        withDb(f, (db) => {
          db.exec(sql);
          db.prepare('UPDATE bundle_manifest SET checksum = ?').run(placeholder);
        });
        sealChecksum(f, placeholder);
      });
    expect(
      refusal(
        crafted(
          'trigger.folio',
          'CREATE TRIGGER t AFTER INSERT ON pages BEGIN DELETE FROM docsets; END',
        ),
      ),
    ).toMatch(/schema is not a Folio bundle's \(unexpected trigger t\)/);
    expect(refusal(crafted('view.folio', 'CREATE VIEW v AS SELECT 1'))).toMatch(
      /unexpected view v/,
    );
    expect(refusal(crafted('stat.folio', 'ANALYZE'))).toMatch(/unexpected table sqlite_stat1/);
    expect(refusal(crafted('fts.folio', 'CREATE VIRTUAL TABLE extra USING fts5 (x)'))).toMatch(
      /unexpected table extra/,
    );
  });

  it('refuses content changed under a valid structure, even with a recomputed-looking manifest', () => {
    const edited = variant('edited.folio', (f) =>
      withDb(f, (db) => db.prepare("UPDATE pages SET title = 'Injected'").run()),
    );
    expect(refusal(edited)).toMatch(/checksum does not match/);
    // Resealed by someone who knows the scheme: a checksum is not a signature; such a file is
    // still held to the schema allowlist above and validated row by row on import.
    const resealed = variant('resealed.folio', (f) => {
      const placeholder = 'f'.repeat(64);
      withDb(f, (db) => db.prepare('UPDATE bundle_manifest SET checksum = ?').run(placeholder));
      sealChecksum(f, placeholder);
    });
    expect(() => openBundle(resealed).close()).not.toThrow();
  });
});
