import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations.ts';
import { openCache } from './open-cache.ts';

const tempFile = (name: string): string => join(mkdtempSync(join(tmpdir(), 'folio-cache-')), name);

describe('openCache', () => {
  it('creates a WAL cache at the latest schema with explicit pragmas', () => {
    const cache = openCache({ file: tempFile('folio.db') });
    expect(cache.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(cache.db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(cache.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(cache.db.pragma('foreign_keys', { simple: true })).toBe(1);
    cache.close();
  });

  it('has both search indexes merge 16 segments at a time (migration 12)', () => {
    const cache = openCache({ file: tempFile('folio.db') });
    for (const table of ['sections_fts', 'headings_fts']) {
      const automerge = cache.db.prepare(`SELECT v FROM ${table}_config WHERE k = 'automerge'`);
      expect(automerge.pluck().get()).toBe(16);
    }
    cache.close();
  });

  it('reopens an existing cache without re-running migrations', () => {
    const file = tempFile('folio.db');
    openCache({ file }).close();
    const again = openCache({ file });
    expect(again.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    again.close();
  });

  it('refuses a SQLite file that is not a Folio cache, and leaves it untouched', () => {
    const file = tempFile('other.db');
    const other = new Database(file);
    other.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1);');
    other.close();
    const before = readFileSync(file);
    expect(() => openCache({ file })).toThrow(/not a Folio cache/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
    const check = new Database(file);
    expect(check.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 1 });
    check.close();
  });

  it('refuses to write to a bundle (folio export’s file) and leaves it byte-identical', () => {
    const file = tempFile('week.folio');
    const cache = openCache({ file });
    cache.db.exec('CREATE TABLE bundle_manifest (id INTEGER PRIMARY KEY, manifest TEXT)');
    cache.db.pragma('journal_mode = DELETE');
    cache.close();
    const before = readFileSync(file);
    expect(() => openCache({ file })).toThrow(/is a bundle .*folio import .* --cache new\.db/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
    // Reading it as it is stays possible.
    const reader = openCache({ file, readOnly: true });
    reader.close();
  });

  it('refuses a cache written by a newer Folio', () => {
    const file = tempFile('folio.db');
    const cache = openCache({ file });
    cache.db.pragma(`user_version = ${migrations.length + 1}`);
    cache.close();
    expect(() => openCache({ file })).toThrow(/newer Folio/);
  });

  it('upgrades a cache from an older schema for a reader that may write it, and else says how', () => {
    const file = tempFile('old.db');
    const old = new Database(file);
    for (const sql of migrations.slice(0, 7)) old.exec(sql);
    old.pragma('user_version = 7');
    old.pragma('application_id = 0x466f6c69');
    old.close();
    expect(() => openCache({ file, readOnly: true, upgrade: false })).toThrow(
      /older Folio \(schema 7.*folio sync/,
    );
    const reader = openCache({ file, readOnly: true });
    expect(reader.readOnly).toBe(true);
    expect(reader.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    reader.close();
  });

  it('opens read-only without writing, and says so when the file is missing', () => {
    expect(() => openCache({ file: tempFile('missing.db'), readOnly: true })).toThrow(
      /cannot open cache/,
    );
    const file = tempFile('folio.db');
    openCache({ file }).close();
    const reader = openCache({ file, readOnly: true });
    expect(() =>
      reader.db.exec("INSERT INTO docsets (id, name, entry_url) VALUES ('x', 'x', 'x')"),
    ).toThrow(/readonly/);
    reader.close();
  });
});
