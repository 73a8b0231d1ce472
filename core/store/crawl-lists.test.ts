import { describe, expect, it } from 'vitest';
import { compress } from './compress.ts';
import { crawlLists, urlHash } from './crawl-lists.ts';
import { openCache } from './open-cache.ts';
import { packPage } from './pack-page.ts';
import { purgeDocset } from './purge-docset.ts';
import { readCrawlLinks } from './read-crawl-links.ts';
import { writePage } from './write-page.ts';
import type { CrawlLists } from './crawl-lists.ts';
import { upsertDocsets } from './write-sync.ts';

const ORIGIN = 'https://docs.example';

function setup() {
  const cache = openCache({ file: ':memory:' });
  upsertDocsets(cache.db, [
    {
      id: 'd',
      name: 'D',
      section: 'Test',
      description: '',
      entryUrl: `${ORIGIN}/`,
      catalog: 'test.md',
    },
  ]);
  const db = cache.db;
  const store = (
    path: string,
    crawlLinks: string[] | undefined,
    crawl?: CrawlLists,
    html = '<p>x</p>',
  ): number => {
    const url = `${ORIGIN}${path}`;
    writePage(
      db,
      {
        docsetId: 'd',
        key: url,
        url,
        title: path,
        generator: 'sphinx',
        packed: packPage({ html, texts: ['x'] }),
        sections: [{ anchor: '', heading: path, level: 1, text: 'x' }],
        links: [],
        images: [],
        crawlLinks,
        rawBytes: 10,
        contentHash: `${path}-${crawlLinks?.length ?? 0}`,
        fetchedAt: '2026-12-01T00:00:00.000Z',
      },
      crawl,
    );
    return db.prepare('SELECT id FROM pages WHERE key = ?').pluck().get(url) as number;
  };
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  /** The links row an older Folio wrote: content links and images, and the crawl list. */
  const oldLinksRow = (pageId: number, targets: object) =>
    db
      .prepare('INSERT INTO links (page_id, codec, targets) VALUES (?, ?, ?)')
      .run(pageId, 'zstd3', compress(JSON.stringify(targets)));
  return { db, store, count, oldLinksRow };
}

/** Two distinct URLs with one hash, found by a birthday search over `${ORIGIN}/p${i}.html`. */
const COLLIDING = [`${ORIGIN}/p579599.html`, `${ORIGIN}/p762382.html`] as const;

describe('crawlLists', () => {
  it('reads back each page list in order, repeats included, in a later run too', () => {
    const { db, store, count } = setup();
    const list = [`${ORIGIN}/a.html`, `${ORIGIN}/b.html`, `${ORIGIN}/a.html`, `${ORIGIN}/é.html`];
    const id = store('/index.html', list, crawlLists(db, 'd'));
    expect(count('crawl_lists')).toBe(1);
    expect(count('crawl_urls')).toBe(3);
    expect(crawlLists(db, 'd').read(id)).toEqual(list);
  });

  it('reads a page stored without a list here (an older Folio) from its links row, and gives it one', () => {
    const { db, store, count, oldLinksRow } = setup();
    const list = [`${ORIGIN}/a.html`, `${ORIGIN}/b.html`];
    const id = store('/index.html', undefined);
    oldLinksRow(id, { links: [], images: [], crawl: list });
    expect(count('crawl_lists')).toBe(0);
    let opened = 0;
    expect(crawlLists(db, 'd', { beforeWrite: () => opened++ }).read(id)).toEqual(list);
    expect(opened).toBe(1);
    expect(count('crawl_lists')).toBe(1);
    // Read quickly from now on: the links row is not consulted (here, it is gone).
    db.prepare('DELETE FROM links').run();
    expect(crawlLists(db, 'd').read(id)).toEqual(list);
  });

  it('keeps a list here and no links row: the list is stored once', () => {
    const { db, store, count } = setup();
    const id = store('/index.html', [`${ORIGIN}/a.html`], crawlLists(db, 'd'));
    expect(count('crawl_lists')).toBe(1);
    expect(count('links')).toBe(0);
    expect(crawlLists(db, 'd').read(id)).toEqual([`${ORIGIN}/a.html`]);
    // Without the sync's instance too (an import, a test): the list still lands here.
    const other = store('/other.html', [`${ORIGIN}/b.html`]);
    expect(count('links')).toBe(0);
    expect(readCrawlLinks(db, other)).toEqual([`${ORIGIN}/b.html`]);
  });

  it('follows the content links of a page stored with no crawl list at all, and writes none', () => {
    const { db, store, count, oldLinksRow } = setup();
    const id = store('/index.html', undefined);
    const links = [`${ORIGIN}/content.html`];
    oldLinksRow(id, { links, images: [] });
    expect(crawlLists(db, 'd').read(id)).toEqual(links);
    expect(count('crawl_lists')).toBe(0);
  });

  it('follows the links of the HTML itself when a page has no links row either', () => {
    const { db, store, count } = setup();
    const html = `<p><a href="${ORIGIN}/c.html#x">c</a> <a href="${ORIGIN}/d.html?a=1&amp;b=2">d</a></p>`;
    const id = store('/index.html', undefined, undefined, html);
    const links = [`${ORIGIN}/c.html#x`, `${ORIGIN}/d.html?a=1&b=2`];
    expect(count('links')).toBe(0);
    expect(crawlLists(db, 'd').read(id)).toEqual(links);
    expect(readCrawlLinks(db, id)).toEqual(links);
    expect(count('crawl_lists')).toBe(0);
  });

  it('replaces a changed page list, and drops it with the page and with the docset', () => {
    const { db, store, count } = setup();
    const crawl = crawlLists(db, 'd');
    store('/index.html', [`${ORIGIN}/a.html`], crawl);
    const id = store('/index.html', [`${ORIGIN}/b.html`, `${ORIGIN}/c.html`], crawl);
    expect(count('crawl_lists')).toBe(1);
    expect(crawlLists(db, 'd').read(id)).toEqual([`${ORIGIN}/b.html`, `${ORIGIN}/c.html`]);
    store('/other.html', [`${ORIGIN}/a.html`], crawl);
    purgeDocset(db, 'd');
    expect(count('crawl_lists')).toBe(0);
    expect(count('crawl_urls')).toBe(0);
  });

  it('adds again a URL row that was rolled back before a later list names it', () => {
    const { db, store, count } = setup();
    const crawl = crawlLists(db, 'd');
    db.exec('BEGIN');
    store('/first.html', [`${ORIGIN}/lost.html`], crawl);
    db.exec('ROLLBACK');
    // This run still believes the URL row is there; the list, now the record, must not name it
    // without one.
    const id = store('/second.html', [`${ORIGIN}/lost.html`, `${ORIGIN}/kept.html`], crawl);
    const list = [`${ORIGIN}/lost.html`, `${ORIGIN}/kept.html`];
    expect(count('links')).toBe(0);
    expect(count('crawl_urls')).toBe(2);
    expect(crawlLists(db, 'd').read(id)).toEqual(list);
    expect(readCrawlLinks(db, id)).toEqual(list);
  });

  it('keeps in the links row a list naming a URL whose hash another URL has', () => {
    const { db, store, count } = setup();
    const [first, second] = COLLIDING;
    expect(urlHash(first)).toBe(urlHash(second));
    store('/one.html', [first], crawlLists(db, 'd'));
    // A fresh instance, as in a later run, so the clash is found in the table, not in memory.
    const id = store('/two.html', [`${ORIGIN}/x.html`, second], crawlLists(db, 'd'));
    expect(count('crawl_lists')).toBe(1);
    expect(count('links')).toBe(1);
    expect(crawlLists(db, 'd').read(id)).toEqual([`${ORIGIN}/x.html`, second]);
    expect(readCrawlLinks(db, id)).toEqual([`${ORIGIN}/x.html`, second]);
  });
});
