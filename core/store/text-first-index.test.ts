import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchCache } from '../search/search-cache.ts';
import { CODEC } from './compress.ts';
import { docsetToken } from './docset-token.ts';
import { APPLICATION_ID, migrations } from './migrations.ts';
import { openCache } from './open-cache.ts';
import { packPage } from './pack-page.ts';
import { upsertDocsets } from './write-sync.ts';

const PAGES = [
  ['/once.html', 'Once', 'Offload appears here one time among many other words of the page.'],
  ['/thrice.html', 'Thrice', 'Offload, offload and offload again, then the offload queue.'],
  ['/queue.html', 'Offload queue', 'Where the queue waits.'],
] as const;

/** A cache as Folio wrote it before migration 13: docset the first column of both indexes. */
function cacheAtSchema12(file: string): void {
  const db = new Database(file);
  for (const sql of migrations.slice(0, 12)) db.exec(sql);
  db.pragma('user_version = 12');
  db.pragma(`application_id = ${APPLICATION_ID}`);
  upsertDocsets(db, [
    {
      id: 'ds',
      name: 'DS',
      section: '',
      description: '',
      entryUrl: 'https://ds.example/',
      catalog: 'c.md',
    },
  ]);
  for (const [path, title, text] of PAGES) {
    const page = db
      .prepare(
        `INSERT INTO pages (docset_id, key, url, title, generator, codec, body, raw_bytes,
           content_hash, fetched_at, changed_at)
         VALUES ('ds', ?, ?, ?, 'sphinx', ?, ?, 100, ?, '2026-12-01', '2026-12-01')`,
      )
      .run(
        `ds.example${path}`,
        `https://ds.example${path}`,
        title,
        CODEC,
        packPage({ html: `<h1>${title}</h1><p>${text}</p>`, texts: [text] }),
        path,
      ).lastInsertRowid;
    const section = db
      .prepare(
        "INSERT INTO sections (page_id, ord, anchor, heading, level) VALUES (?, 0, 'top', ?, 1)",
      )
      .run(page, title).lastInsertRowid;
    db.prepare(
      'INSERT INTO sections_fts (rowid, docset, heading, context, body) VALUES (?, ?, ?, ?, ?)',
    ).run(section, docsetToken('ds'), title, '', text);
    db.prepare('INSERT INTO headings_fts (rowid, docset, heading) VALUES (?, ?, ?)').run(
      section,
      docsetToken('ds'),
      title,
    );
  }
  db.close();
}

const columns = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).join();

const scores = (db: Database.Database, weights: string) =>
  db
    .prepare(
      `SELECT rowid AS id, bm25(sections_fts, ${weights}) AS score FROM sections_fts
       WHERE sections_fts MATCH 'offload OR queue' ORDER BY score, rowid`,
    )
    .all();

describe('migration 13: the text column first in both search indexes', () => {
  it('upgrades a schema-12 cache, refilled from its pages, scoring exactly as before', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-fts13-')), 'folio.db');
    cacheAtSchema12(file);
    const old = new Database(file, { readonly: true });
    expect(columns(old, 'sections_fts')).toBe('docset,heading,context,body');
    const before = scores(old, '0.0, 10.0, 2.0, 1.0');
    old.close();

    const cache = openCache({ file });
    try {
      const db = cache.db;
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(columns(db, 'sections_fts')).toBe('body,heading,context,docset');
      expect(columns(db, 'headings_fts')).toBe('heading,docset');
      expect(
        db.prepare("SELECT count(*) FROM cache_info WHERE key = 'fts_rebuild'").pluck().get(),
      ).toBe(0);
      for (const table of ['sections_fts', 'headings_fts']) {
        const automerge = `SELECT v FROM ${table}_config WHERE k = 'automerge'`;
        expect(db.prepare(automerge).pluck().get()).toBe(16);
      }
      // The same weights on the same columns, now in their new places: bit-identical scores.
      expect(scores(db, '1.0, 10.0, 2.0, 0.0')).toEqual(before);
      expect(before).toHaveLength(3);
      const hits = searchCache(cache, { query: 'offload' });
      expect(hits.map((h) => h.title)).toEqual(['Offload queue', 'Thrice', 'Once']);
      // The docset column still only filters: its token is no word to search for.
      expect(searchCache(cache, { query: docsetToken('ds') })).toEqual([]);
    } finally {
      cache.close();
    }
  });
});
