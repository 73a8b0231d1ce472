import type { RawNavEntry } from '../../extract/extract-nav-tree.ts';
import { chooseNavTree } from '../../extract/extract-nav-tree.ts';
import type { Generator } from '../../extract/generator-profiles.ts';
import type { NavEntry } from '../../store/nav-tree.ts';
import type { Crawl, CrawlSource } from '../crawl-source.ts';
import { GENERATOR_NAV_FILES } from '../../extract/generator-nav-files.ts';
import { fetchTextBeside } from '../../sources/fetch-text-beside.ts';
import type { LlmsTxtSource } from './llms-txt-source.ts';

/**
 * The navigation of a generator that keeps it in a file of its own (Doxygen's tree view data,
 * Javadoc's type index, pydoctor's module index, a rustdoc crate's sidebar items), read beside
 * the crawl from the first page stored that one of them built. Once the crawl is drained it
 * becomes the docset's tree, in the site's order, over whatever a page's sidebar offered; the
 * pages it names that no link reached are crawled too. An llms.txt's sections stay the tree
 * when the site has one. A run whose pages all came back unchanged keeps the stored tree.
 */
export function navFileSource(llms: LlmsTxtSource): CrawlSource {
  let reading: Promise<RawNavEntry[]> | undefined;
  const read = async (
    crawl: Crawl,
    generator: Generator,
    page: { url: string; html: () => string },
  ): Promise<RawNavEntry[]> => {
    try {
      return await GENERATOR_NAV_FILES[generator]!(page, fetchTextBeside(crawl.reader, page.url));
    } catch (error) {
      crawl.note(`${generator} navigation not read: ${(error as Error).message}`);
      return [];
    }
  };
  return {
    name: 'navigation file',
    page(crawl, _task, outcome) {
      if (reading !== undefined || outcome.kind !== 'stored' || !outcome.parsed) return undefined;
      if (llms.read()?.nav) return undefined;
      const generator = outcome.parsed.generator as Generator;
      if (GENERATOR_NAV_FILES[generator] === undefined) return undefined;
      const parsed = outcome.parsed;
      reading = read(crawl, generator, { url: parsed.finalUrl, html: () => parsed.html() });
      reading.catch(() => undefined);
      return undefined;
    },
    async finish(crawl) {
      if (reading === undefined) return;
      const { scope } = crawl.plan;
      const tree = chooseNavTree([await reading], (u) => scope.shouldCrawl(u));
      if (tree.length === 0) return;
      crawl.keepNav(tree, 'navigation file');
      for (const url of urlsOf(tree)) crawl.enqueue(url);
    },
  };
}

function urlsOf(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((e) => [...(e.url === null ? [] : [e.url]), ...urlsOf(e.children)]);
}
