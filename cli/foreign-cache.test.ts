import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBundle } from '../core/bundle/export-bundle.ts';
import { syncSites, tempDir } from '../core/bundle/testing/bundle-fixture.ts';
import { smallDocsSite } from '../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../core/store/open-cache.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { runFolio, writeCatalog } from './testing/run-folio.ts';

let site: SiteServer;
let dir: string;
let catalog: string;
let bundle: string;

beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
  catalog = writeCatalog([['Fixture Docs', 'a local fixture', `<${site.url}/docs/index.html>`]]);
  const cache = openCache({ file: join(dir, 'source.db') });
  await syncSites(cache, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
  cache.close();
  bundle = join(dir, 'alpha.folio');
  exportBundle({ cacheFile: cache.file, out: bundle, now: () => new Date(), folioVersion: '0' });
}, 30_000);
afterAll(() => site.close());

/** Two SQLite files that are not Folio caches: another application's, and one with its own id. */
const FOREIGN: Record<string, (db: Database.Database) => void> = {
  'another application': (db) =>
    db.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)'),
  'another application_id': (db) => db.pragma('application_id = 305419896'),
};

const commands = (cache: string): Record<string, string[]> => ({
  sync: ['sync', '--catalog', catalog, '--cache', cache],
  status: ['status', '--cache', cache],
  search: ['search', 'zero', '--cache', cache],
  show: ['show', `${site.url}/docs/index.html`, '--cache', cache],
  export: ['export', '--cache', cache, '--out', join(tempDir(), 'out.folio')],
  import: ['import', bundle, '--cache', cache],
  serve: ['serve', '--port', '0', '--cache', cache],
  'serve --read-only': ['serve', '--read-only', '--port', '0', '--cache', cache],
});

const COMMANDS = [
  'sync',
  'status',
  'search',
  'show',
  'export',
  'import',
  'serve',
  'serve --read-only',
];

describe('a foreign SQLite file as --cache', () => {
  for (const [kind, make] of Object.entries(FOREIGN)) {
    for (const name of COMMANDS) {
      it(`${name} refuses ${kind}'s file and leaves it byte-identical`, async () => {
        const file = join(tempDir(), 'other.db');
        const db = new Database(file);
        make(db);
        db.close();
        const before = readFileSync(file);
        const run = await runFolio(commands(file)[name]!);
        expect(run.code, run.stderr).not.toBe(0);
        expect(run.stderr).toMatch(/not a Folio cache/);
        expect(readFileSync(file).equals(before)).toBe(true);
        expect(existsSync(`${file}-wal`)).toBe(false);
        expect(existsSync(`${file}-journal`)).toBe(false);
      }, 30_000);
    }
  }
});
