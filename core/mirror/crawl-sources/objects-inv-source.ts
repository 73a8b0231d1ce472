import type { CrawlSource } from '../crawl-source.ts';
import { fetchSymbols } from './fetch-symbols.ts';

/**
 * After the crawl, a Sphinx `objects.inv` at the docs root: the API symbol index, and every page
 * it names (autosummary pages no sidebar links to), which are then crawled too.
 */
export function objectsInvSource(): CrawlSource {
  return {
    name: 'objects.inv',
    async finish(crawl) {
      const { docset, entry } = crawl.plan;
      const first = crawl.run.tally.firstKept;
      const roots = first ? [entry, first] : [entry];
      for (const url of await fetchSymbols(docset.id, roots, crawl.ctx)) crawl.enqueue(url);
    },
  };
}
