import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_HISTORY, createReadingStore } from './reading-store.ts';

function store(dir = mkdtempSync(join(tmpdir(), 'folio-reading-'))) {
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const now = () => new Date((clock += 1000));
  const warn = vi.fn();
  return { dir, warn, reading: createReadingStore({ dir, now, warn }) };
}

describe('createReadingStore', () => {
  it('keeps bookmarks newest first, one per URL, sections apart from their page', async () => {
    const { reading, dir } = store();
    await reading.addBookmark({ url: 'https://d/a.html', title: 'A', docset: 'd' });
    await reading.addBookmark({ url: 'https://d/a.html#s', title: 'A', docset: 'd', section: 'S' });
    const list = await reading.addBookmark({
      url: 'https://d/a.html',
      title: 'A again',
      docset: 'd',
    });
    expect(list.map((b) => [b.url, b.title, b.section])).toEqual([
      ['https://d/a.html', 'A again', null],
      ['https://d/a.html#s', 'A', 'S'],
    ]);
    expect(await reading.removeBookmark('https://d/a.html')).toHaveLength(1);
    // Written in the given folder (the user's settings folder), atomically: no temp file left.
    expect(readdirSync(dir)).toEqual(['reading.json']);
    expect(await createReadingStore({ dir }).listBookmarks()).toHaveLength(1);
  });

  it('keeps one history entry per page, latest first, searchable by title or URL', async () => {
    const { reading } = store();
    await reading.recordVisit({ url: 'https://d/zero.html#stages', title: 'ZeRO', docset: 'd' });
    await reading.recordVisit({ url: 'https://d/pipe.html', title: 'Pipelines', docset: 'd' });
    await reading.recordVisit({ url: 'https://d/zero.html', title: 'ZeRO', docset: 'd' });
    const all = await reading.listHistory({});
    expect(all.map((v) => v.url)).toEqual(['https://d/zero.html', 'https://d/pipe.html']);
    expect((await reading.listHistory({ query: 'PIPE' })).map((v) => v.title)).toEqual([
      'Pipelines',
    ]);
    expect(await reading.listHistory({ query: 'zero d/' })).toHaveLength(1);
    expect(await reading.listHistory({ limit: 1 })).toHaveLength(1);
    expect(await reading.clearHistory()).toEqual({ removed: 2 });
    expect(await reading.listHistory({})).toEqual([]);
  });

  it('forgets the oldest visits past its limit', async () => {
    const { reading, dir } = store();
    // A full history on disk, newest first, as a thousand visits leave it (written at once: a
    // thousand real visits are a thousand atomic rewrites).
    const full = Array.from({ length: MAX_HISTORY }, (_, i) => ({
      url: `https://d/${MAX_HISTORY - 1 - i}.html`,
      title: `${MAX_HISTORY - 1 - i}`,
      docset: 'd',
      visitedAt: new Date(Date.parse('2026-02-01T00:00:00Z') - i * 1000).toISOString(),
    }));
    writeFileSync(join(dir, 'reading.json'), JSON.stringify({ bookmarks: [], history: full }));
    for (let i = MAX_HISTORY; i < MAX_HISTORY + 5; i++) {
      await reading.recordVisit({ url: `https://d/${i}.html`, title: `${i}`, docset: 'd' });
    }
    const all = await reading.listHistory({ limit: 1000 });
    expect(all).toHaveLength(MAX_HISTORY);
    expect(all[0]!.url).toBe(`https://d/${MAX_HISTORY + 4}.html`);
    expect(all.at(-1)!.url).toBe('https://d/5.html');
  });

  it('runs concurrent changes one after another, losing none', async () => {
    const { reading } = store();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reading.addBookmark({ url: `https://d/${i}.html`, title: `${i}`, docset: 'd' }),
      ),
    );
    expect(await reading.listBookmarks()).toHaveLength(20);
  });

  it('exports a file that imports into another store, adding only what is missing', async () => {
    const a = store();
    await a.reading.addBookmark({ url: 'https://d/a.html', title: 'A', docset: 'd' });
    await a.reading.recordVisit({ url: 'https://d/a.html', title: 'A', docset: 'd' });
    const file = await a.reading.exportReading();
    expect(file).toMatchObject({ format: 'folio-reading', version: 1 });
    const b = store();
    await b.reading.addBookmark({ url: 'https://d/b.html', title: 'B', docset: 'd' });
    expect(await b.reading.importReading(file)).toEqual({ bookmarks: 1, history: 1 });
    expect(await b.reading.importReading(file)).toEqual({ bookmarks: 0, history: 0 });
    expect((await b.reading.listBookmarks()).map((x) => x.url).sort()).toEqual([
      'https://d/a.html',
      'https://d/b.html',
    ]);
  });

  it('starts empty from a broken file, and drops entries that fail the schema one by one', async () => {
    const { dir, reading, warn } = store();
    writeFileSync(join(dir, 'reading.json'), '{ not json');
    expect(await reading.listBookmarks()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    writeFileSync(
      join(dir, 'reading.json'),
      JSON.stringify({
        bookmarks: [
          { url: 'https://d/ok.html', title: 'OK', docset: 'd', addedAt: '2026-01-01T00:00:00Z' },
          { url: 42, title: 'bad' },
        ],
        history: 'nope',
      }),
    );
    expect((await reading.listBookmarks()).map((b) => b.title)).toEqual(['OK']);
    await reading.recordVisit({ url: 'https://d/x.html', title: 'X', docset: 'd' });
    const saved = JSON.parse(readFileSync(join(dir, 'reading.json'), 'utf8')) as {
      bookmarks: unknown[];
    };
    expect(saved.bookmarks).toHaveLength(1);
  });
});
