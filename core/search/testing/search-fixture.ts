import type { Cache } from '../../store/open-cache.ts';
import { openCache } from '../../store/open-cache.ts';
import { packPage } from '../../store/pack-page.ts';
import { writeSymbols } from '../../store/symbols.ts';
import { writePage } from '../../store/write-page.ts';
import { upsertDocsets } from '../../store/write-sync.ts';

/** [anchor, heading, level, text] */
export type FixtureSection = [string, string, number, string];

/** An in-memory cache with these docsets, for search tests on small, readable fixtures. */
export function searchFixture(docsets: readonly string[]): {
  cache: Cache;
  addPage(
    docset: string,
    path: string,
    title: string,
    sections: FixtureSection[],
    links?: number,
  ): string;
  addSymbols(
    docset: string,
    symbols: Array<[name: string, role: string, url: string, anchor: string]>,
  ): void;
} {
  const cache = openCache({ file: ':memory:' });
  upsertDocsets(
    cache.db,
    docsets.map((id) => ({
      id,
      name: id,
      section: 'Test',
      description: '',
      entryUrl: `https://${id}.example/`,
      catalog: 'test.md',
    })),
  );
  return {
    cache,
    addPage(docset, path, title, sections, links = 0) {
      const url = `https://${docset}.example${path}`;
      writePage(cache.db, {
        docsetId: docset,
        key: url,
        url,
        title,
        generator: 'sphinx',
        packed: packPage({ html: `<h1>${title}</h1>`, texts: sections.map(([, , , t]) => t) }),
        sections: sections.map(([anchor, heading, level, text]) => ({
          anchor,
          heading,
          level,
          text,
        })),
        links: Array.from({ length: links }, (_, i) => `${url}?link=${i}`),
        images: [],
        rawBytes: 1000,
        contentHash: `${path}-hash`,
        fetchedAt: '2026-11-29T00:00:00.000Z',
      });
      return url;
    },
    addSymbols(docset, symbols) {
      writeSymbols(
        cache.db,
        docset,
        symbols.map(([name, role, url, anchor]) => ({ name, role, pageKey: url, anchor })),
      );
    },
  };
}
