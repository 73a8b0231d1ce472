import type { Generator } from '../../extract/generator-profiles.ts';
import type { SymbolRow } from '../../store/symbols.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl, CrawlSource } from '../crawl-source.ts';
import { GENERATOR_SYMBOL_INDEXES } from '../../extract/generator-symbol-indexes.ts';
import { fetchTextBeside } from '../../sources/fetch-text-beside.ts';

/**
 * The symbol index of the generator that built the docset (rustdoc's search index, Javadoc's,
 * Doxygen's), read beside the crawl from the first page stored that one of them built, and
 * written as the docset's symbols once the crawl is drained. Only symbols whose page is in the
 * scope are kept (rustdoc's index covers every crate of the toolchain). A run whose pages all
 * came back unchanged reads no index and leaves the symbols as they are. An index that cannot be
 * read is a note, never the run's failure: the pages are still there.
 */
export function symbolIndexSource(): CrawlSource {
  let reading: Promise<SymbolRow[] | undefined> | undefined;
  const read = async (
    crawl: Crawl,
    generator: Generator,
    page: { url: string; html: () => string },
  ): Promise<SymbolRow[] | undefined> => {
    const reader = GENERATOR_SYMBOL_INDEXES[generator]!;
    const fetchText = fetchTextBeside(crawl.reader, page.url);
    try {
      const symbols = await reader(page, fetchText);
      const { scope } = crawl.plan;
      return symbols
        .filter((s) => scope.contains(s.url))
        .map((s) => ({ name: s.name, role: s.role, pageKey: pageKey(s.url), anchor: s.anchor }));
    } catch (error) {
      crawl.note(`${generator} symbol index not read: ${(error as Error).message}`);
      return undefined;
    }
  };
  return {
    name: 'symbol index',
    page(crawl, _task, outcome) {
      if (reading !== undefined || outcome.kind !== 'stored' || !outcome.parsed) return undefined;
      const generator = outcome.parsed.generator as Generator;
      if (GENERATOR_SYMBOL_INDEXES[generator] === undefined) return undefined;
      const parsed = outcome.parsed;
      reading = read(crawl, generator, { url: parsed.finalUrl, html: () => parsed.html() });
      // Awaited by finish; until then a failure must not count as an unhandled rejection.
      reading.catch(() => undefined);
      return undefined;
    },
    async finish(crawl) {
      const symbols = await reading;
      if (symbols !== undefined && symbols.length > 0) crawl.records.writeSymbols(symbols);
    },
  };
}
