import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from './open-cache.ts';
import { packPage } from './pack-page.ts';
import { createWriteBatch } from './write-batch.ts';
import { writePage } from './write-page.ts';
import type { PageToStore } from './write-page.ts';
import { upsertDocsets } from './write-sync.ts';

function setup() {
  const file = join(mkdtempSync(join(tmpdir(), 'folio-deferred-')), 'folio.db');
  const cache = openCache({ file });
  upsertDocsets(cache.db, [
    {
      id: 'ds',
      name: 'DS',
      section: '',
      description: '',
      entryUrl: 'https://ds.test/',
      catalog: 'c.md',
    },
  ]);
  // Another connection, as `folio search` beside a running sync.
  const reader = new Database(file, { readonly: true });
  const found = (word: string, db: Database.Database = reader) =>
    db.prepare('SELECT count(*) FROM sections_fts WHERE sections_fts MATCH ?').pluck().get(word);
  return { cache, reader, found };
}

/** A page of `count` sections, each holding `word`: section ids are reused after a delete. */
function page(n: number, word: string, count = 1): PageToStore {
  const texts = Array.from(
    { length: count },
    (_, i) => `${word} appears in part ${i} of page ${n}`,
  );
  return {
    docsetId: 'ds',
    key: `ds.test/p${n}`,
    url: `https://ds.test/p${n}`,
    title: `Page ${n}`,
    generator: 'generic',
    packed: packPage({ html: `<p>${texts.join('</p><p>')}</p>`, texts }),
    sections: texts.map((text, i) => ({ anchor: `s${i}`, heading: `Part ${i}`, level: 2, text })),
    links: [],
    images: [],
    rawBytes: 100,
    contentHash: `${n}-${word}-${count}`,
    fetchedAt: '2026-12-01T00:00:00Z',
  };
}

describe('search rows of a write batch', () => {
  it('reach the index with the commit that holds their pages, never apart from them', () => {
    const { cache, reader, found } = setup();
    const batch = createWriteBatch(cache.db, { maxPages: 3, maxMs: 1e9 });
    for (const n of [1, 2]) {
      batch.open();
      writePage(cache.db, page(n, 'zebra'));
      batch.pageDone();
    }
    expect(reader.prepare('SELECT count(*) FROM pages').pluck().get()).toBe(0);
    expect(found('zebra')).toBe(0);
    batch.open();
    writePage(cache.db, page(3, 'zebra'));
    batch.pageDone();
    expect(reader.prepare('SELECT count(*) FROM pages').pluck().get()).toBe(3);
    expect(found('zebra')).toBe(3);
    expect(found('zebra', cache.db)).toBe(3);
  });

  it('of a page written twice in one batch are only its last ones', () => {
    const { cache, found } = setup();
    const batch = createWriteBatch(cache.db, { maxPages: 100 });
    batch.open();
    writePage(cache.db, page(1, 'zebra', 3));
    batch.pageDone();
    batch.open();
    writePage(cache.db, page(1, 'okapi'));
    batch.pageDone();
    batch.commit();
    expect(found('zebra')).toBe(0);
    expect(found('okapi')).toBe(1);
    // Every index row names a section that exists.
    const orphans = cache.db
      .prepare('SELECT count(*) FROM headings_fts WHERE rowid NOT IN (SELECT id FROM sections)')
      .pluck()
      .get();
    expect(orphans).toBe(0);
  });

  it('of a transaction SQLite rolled back are dropped, not written into the next one', () => {
    const { cache, found } = setup();
    const batch = createWriteBatch(cache.db, { maxPages: 100 });
    batch.open();
    writePage(cache.db, page(1, 'zebra', 3));
    batch.pageDone();
    // What a full disk does: the transaction ends under the batch.
    cache.db.exec('ROLLBACK');
    batch.open();
    writePage(cache.db, page(2, 'okapi'));
    batch.pageDone();
    batch.commit();
    expect(found('zebra')).toBe(0);
    expect(found('okapi')).toBe(1);
    expect(cache.db.prepare('SELECT count(*) FROM sections_fts').pluck().get()).toBe(1);
  });

  it('are written at once outside a batch', () => {
    const { cache, found } = setup();
    writePage(cache.db, page(1, 'zebra'));
    expect(found('zebra')).toBe(1);
  });
});
