import { beforeEach, describe, expect, it } from 'vitest';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { packPage } from '../store/pack-page.ts';
import { writePage } from '../store/write-page.ts';
import { upsertDocsets } from '../store/write-sync.ts';
import { searchCache } from './search-cache.ts';

const ORIGIN = 'https://trainer.example';

function addPage(cache: Cache, path: string, text: string): void {
  const url = `${ORIGIN}${path}`;
  writePage(cache.db, {
    docsetId: 'trainer',
    key: url,
    url,
    title: 'Training guide',
    generator: 'sphinx',
    packed: packPage({ html: '<h1>Training guide</h1>', texts: [text] }),
    sections: [{ anchor: 'memory', heading: 'Memory', level: 2, text }],
    links: [],
    images: [],
    rawBytes: 1000,
    contentHash: `${path}-hash`,
    fetchedAt: '2026-11-29T00:00:00.000Z',
    version: /\/en\/([^/]+)\//.exec(path)?.[1],
  });
}

describe('search across versions', () => {
  let cache: Cache;
  beforeEach(() => {
    cache = openCache({ file: ':memory:' });
    const entryUrl = `${ORIGIN}/`;
    upsertDocsets(cache.db, [
      { id: 'trainer', name: 'Trainer', section: 'T', description: '', entryUrl, catalog: 't.md' },
    ]);
  });

  it('shows a section found in several versions once, as the docset’s own version', () => {
    // The entry's version is stored first; 2.3.0's text differs a little and still folds in.
    addPage(cache, '/en/stable/guide.html', 'Gradient checkpointing trades compute for memory.');
    addPage(cache, '/en/2.4.0/guide.html', 'Gradient checkpointing trades compute for memory.');
    addPage(cache, '/en/2.3.0/guide.html', 'Gradient checkpointing trades compute for RAM.');
    const hits = searchCache(cache, { query: 'gradient checkpointing' });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      url: `${ORIGIN}/en/stable/guide.html`,
      version: 'stable',
      otherVersions: ['2.4.0', '2.3.0'],
    });
  });

  it('keeps sections of one version apart, and fills the limit after folding', () => {
    for (const v of ['stable', '2.4.0']) {
      addPage(cache, `/en/${v}/a.html`, 'Activation checkpointing, part one.');
      addPage(cache, `/en/${v}/b.html`, 'Activation checkpointing, part two.');
    }
    const hits = searchCache(cache, { query: 'activation checkpointing', limit: 2 });
    expect(hits.map((h) => new URL(h.url).pathname).sort()).toEqual([
      '/en/stable/a.html',
      '/en/stable/b.html',
    ]);
  });
});
