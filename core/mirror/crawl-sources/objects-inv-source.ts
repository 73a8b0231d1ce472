import type { Crawl, CrawlSource } from '../crawl-source.ts';
import { fetchSymbols } from './fetch-symbols.ts';

/**
 * A Sphinx `objects.inv` at the docs root: the API symbol index, and every page it names
 * (autosummary pages no sidebar links to), which are then crawled too.
 *
 * It is read as soon as the first page is kept (that page says where a redirect or meta refresh
 * put the docs root), beside the crawl rather than after it: parsing a large inventory and writing
 * its symbols (python3.11-doc: ~0.13 s) no longer runs at the end with the extraction workers idle.
 * Its pages are still queued only once the crawl is drained, so the links of the pages come first
 * (under a page cap, which pages are kept does not change). Read then if no page was kept.
 */
export function objectsInvSource(): CrawlSource {
  let reading: Promise<string[]> | undefined;
  const read = (crawl: Crawl, first: string | undefined): Promise<string[]> => {
    const { entry } = crawl.plan;
    const roots = first ? [entry, first] : [entry];
    const pages = fetchSymbols(roots, crawl);
    // Awaited by finish; until then a failure must not count as an unhandled rejection.
    pages.catch(() => undefined);
    return pages;
  };
  return {
    name: 'objects.inv',
    page(crawl, _task, outcome) {
      if (reading === undefined && outcome.kind === 'stored') reading = read(crawl, outcome.url);
      return undefined;
    },
    async finish(crawl) {
      reading ??= read(crawl, crawl.facts.firstKept);
      for (const url of await reading) crawl.enqueue(url);
    },
  };
}
