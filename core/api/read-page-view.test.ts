import { describe, expect, it } from 'vitest';
import { openCache } from '../store/open-cache.ts';
import { packPage } from '../store/pack-page.ts';
import { writePage } from '../store/write-page.ts';
import { upsertDocsets } from '../store/write-sync.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { readPageView } from './read-page-view.ts';

describe('readPageView', () => {
  it('lists a section once in the outline when its text resumes after an entry inside it', () => {
    const cache = openCache({ file: ':memory:' });
    try {
      const url = 'https://docs.example/library/copy.html';
      upsertDocsets(cache.db, [
        { id: 'py', name: 'py', section: 'T', description: '', entryUrl: url, catalog: 't.md' },
      ]);
      // As split-sections.ts files copy.html: the module's explanation after copy.Error is a
      // second row under the module's anchor.
      const sections = [
        { anchor: '', heading: '', level: 0, text: 'Source code: Lib/copy.py' },
        { anchor: 'module-copy', heading: 'copy', level: 1, text: 'Assignment does not copy.' },
        { anchor: 'copy.Error', heading: 'copy.Error', level: 2, text: 'Raised on errors.' },
        { anchor: 'module-copy', heading: 'copy', level: 1, text: 'Shallow and deep copies.' },
      ];
      writePage(cache.db, {
        docsetId: 'py',
        key: pageKey(url),
        url,
        title: 'copy',
        generator: 'sphinx',
        packed: packPage({
          html: '<h1 id="module-copy">copy</h1>',
          texts: sections.map((s) => s.text),
        }),
        sections,
        links: [],
        images: [],
        rawBytes: 100,
        contentHash: 'hash',
        fetchedAt: '2026-12-03T00:00:00.000Z',
      });
      expect(readPageView(cache, url).outline).toEqual([
        { anchor: 'module-copy', heading: 'copy', level: 1 },
        { anchor: 'copy.Error', heading: 'copy.Error', level: 2 },
      ]);
    } finally {
      cache.close();
    }
  });
});
