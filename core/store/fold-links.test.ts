import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compress } from './compress.ts';
import { urlHash } from './crawl-lists.ts';
import { openCache } from './open-cache.ts';
import { packPage } from './pack-page.ts';
import { readCrawlLinks } from './read-crawl-links.ts';
import { writePage } from './write-page.ts';
import { upsertDocsets } from './write-sync.ts';

const ORIGIN = 'https://docs.example';
/** Two distinct URLs with one hash (as in crawl-lists.test.ts). */
const COLLIDING = [`${ORIGIN}/p579599.html`, `${ORIGIN}/p762382.html`] as const;

/**
 * A cache as Folio wrote it before migration 14: links rows holding content links, images and
 * the crawl list, some pages also listed in crawl_lists, some not (stored before migration 11).
 */
function olderCache(file: string) {
  const cache = openCache({ file });
  const db = cache.db;
  upsertDocsets(db, [
    { id: 'd', name: 'D', section: 'T', description: '', entryUrl: `${ORIGIN}/`, catalog: 't.md' },
  ]);
  const store = (path: string, crawlLinks?: string[]): number => {
    const url = `${ORIGIN}${path}`;
    writePage(db, {
      docsetId: 'd',
      key: url,
      url,
      title: path,
      generator: 'sphinx',
      packed: packPage({ html: `<p><a href="${ORIGIN}/c.html">c</a></p>`, texts: ['c'] }),
      sections: [{ anchor: '', heading: path, level: 1, text: 'c' }],
      links: [`${ORIGIN}/c.html`],
      images: [],
      crawlLinks,
      rawBytes: 10,
      contentHash: path,
      fetchedAt: '2026-12-01T00:00:00.000Z',
    });
    return db.prepare('SELECT id FROM pages WHERE key = ?').pluck().get(url) as number;
  };
  const oldRow = (pageId: number, targets: object | Buffer) =>
    db
      .prepare('INSERT OR REPLACE INTO links (page_id, codec, targets) VALUES (?, ?, ?)')
      .run(
        pageId,
        'zstd3',
        targets instanceof Buffer ? targets : compress(JSON.stringify(targets)),
      );
  const listed = store('/listed.html', [`${ORIGIN}/a.html`, `${ORIGIN}/b.html`]);
  oldRow(listed, {
    links: [`${ORIGIN}/c.html`],
    images: [],
    crawl: [`${ORIGIN}/a.html`, `${ORIGIN}/b.html`],
  });
  const unlisted = store('/unlisted.html');
  oldRow(unlisted, { links: [`${ORIGIN}/c.html`], images: [], crawl: [`${ORIGIN}/e.html`] });
  const imported = store('/imported.html');
  oldRow(imported, { links: [`${ORIGIN}/c.html`], images: [] });
  const first = store('/first.html', [COLLIDING[0]]);
  const clash = store('/clash.html');
  oldRow(clash, { links: [], images: [], crawl: [`${ORIGIN}/x.html`, COLLIDING[1]] });
  const damaged = store('/damaged.html');
  oldRow(damaged, Buffer.from('not zstd'));
  db.prepare("INSERT INTO cache_info (key, value) VALUES ('links_fold', '1')").run();
  const ids = { listed, unlisted, imported, first, clash, damaged };
  const lists = Object.fromEntries(
    Object.entries(ids).map(([k, id]) => [k, readCrawlLinks(db, id)]),
  );
  cache.close();
  return { ids, lists };
}

describe('foldLinksIfNeeded (migration 14)', () => {
  it('keeps each crawl list once, drops what the HTML has, and loses nothing a reader got', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-fold-')), 'cache.db');
    const { ids, lists } = olderCache(file);
    expect(urlHash(COLLIDING[0])).toBe(urlHash(COLLIDING[1]));
    expect(lists.unlisted).toEqual([`${ORIGIN}/e.html`]);

    const cache = openCache({ file });
    const db = cache.db;
    const remaining = db.prepare('SELECT page_id FROM links ORDER BY page_id').pluck().all();
    // Only the list crawl_lists cannot hold and the row no one could read are left.
    expect(remaining).toEqual([ids.clash, ids.damaged]);
    for (const [name, id] of Object.entries(ids)) {
      expect(readCrawlLinks(db, id), name).toEqual(lists[name]);
    }
    expect(
      db.prepare("SELECT count(*) FROM cache_info WHERE key = 'links_fold'").pluck().get(),
    ).toBe(0);
    cache.close();
  });
});
