import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchCache } from '../search/search-cache.ts';
import { APPLICATION_ID, migrations } from './migrations.ts';
import { openCache } from './open-cache.ts';
import { packPage } from './pack-page.ts';
import { CODEC } from './compress.ts';
import { upsertDocsets } from './write-sync.ts';

/** A cache as Folio wrote it before migration 5 (search index without term positions). */
function cacheAtSchema4(file: string): void {
  const db = new Database(file);
  for (const sql of migrations.slice(0, 4)) db.exec(sql);
  db.pragma('user_version = 4');
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
  // Written as Folio wrote them then: today's writePage fills today's index columns.
  const add = (path: string, title: string, text: string) => {
    const page = db
      .prepare(
        `INSERT INTO pages (docset_id, key, url, title, generator, codec, body, raw_bytes,
           content_hash, fetched_at, changed_at)
         VALUES ('ds', ?, ?, ?, 'sphinx', ?, ?, 100, ?, '2026-11-29', '2026-11-29')`,
      )
      .run(
        `ds.example${path}`,
        `https://ds.example${path}`,
        title,
        CODEC,
        packPage({ html: `<h1>${title}</h1>`, texts: [text] }),
        path,
      ).lastInsertRowid;
    const section = db
      .prepare(
        "INSERT INTO sections (page_id, ord, anchor, heading, level) VALUES (?, 0, 'top', ?, 1)",
      )
      .run(page, title).lastInsertRowid;
    db.prepare(
      'INSERT INTO sections_fts (rowid, docset, title, headings, body) VALUES (?, ?, ?, ?, ?)',
    ).run(section, 'ds', title, title, text);
  };
  add('/once.html', 'Once', 'Offload appears here one time among many other words of the page.');
  add('/thrice.html', 'Thrice', 'Offload, offload and offload again.');
  db.close();
}

describe('migration 5: a search index with positions, refilled from the pages', () => {
  it('upgrades an older cache and ranks by bm25 instead of insertion order', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-fts-')), 'folio.db');
    cacheAtSchema4(file);
    const old = new Database(file, { readonly: true });
    const scores = old
      .prepare(
        "SELECT bm25(sections_fts) AS s FROM sections_fts WHERE sections_fts MATCH 'offload'",
      )
      .pluck()
      .all() as number[];
    // What migration 5 fixes: every score 0, so ranking fell back to insertion order.
    expect(scores.map(Math.abs)).toEqual([0, 0]);
    old.close();

    const cache = openCache({ file });
    try {
      expect(cache.db.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(
        cache.db.prepare("SELECT count(*) FROM cache_info WHERE key = 'fts_rebuild'").pluck().get(),
      ).toBe(0);
      // The refill after the migrations keeps what migration 12 set.
      const automerge = "SELECT v FROM sections_fts_config WHERE k = 'automerge'";
      expect(cache.db.prepare(automerge).pluck().get()).toBe(16);
      const hits = searchCache(cache, { query: 'offload' });
      expect(hits.map((h) => h.title)).toEqual(['Thrice', 'Once']);
      expect(hits[0]!.score).toBeLessThan(hits[1]!.score);
      expect(hits[0]!.snippet).toContain('<mark>');
    } finally {
      cache.close();
    }
  });
});
