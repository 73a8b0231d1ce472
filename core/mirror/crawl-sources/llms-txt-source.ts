import { isLlmsTxtUrl } from '../../sources/llms-txt/filter-to-scope.ts';
import { twinCandidates } from '../../sources/markdown/twin-candidates.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { CrawlSource } from '../crawl-source.ts';
import type { LlmsPage, LlmsSource } from '../../sources/llms-txt/load-llms-txt.ts';
import { loadLlmsTxt } from '../../sources/llms-txt/load-llms-txt.ts';

export interface LlmsTxtSource extends CrawlSource {
  /** What the docset's llms.txt said, once read; undefined when it has none. */
  read(): LlmsSource | undefined;
}

/**
 * The docset's llms.txt: its pages are queued (Optional ones too, which rank after the others),
 * each with the Markdown twin it names; its sections are the table of contents. llms.txt files
 * linked from pages are never followed: Fern serves one at every path, and they walk whole hosts.
 */
export function llmsTxtSource(): LlmsTxtSource {
  let llms: LlmsSource | undefined;
  let listed = new Map<string, LlmsPage>();
  let preferTwins = false;
  return {
    name: 'llms.txt',
    async start(crawl) {
      const { docset, entry, scope } = crawl.plan;
      llms = await loadLlmsTxt(docset.llmsTxtUrl, entry, scope, crawl.reader, crawl.files);
      if (!llms) return undefined;
      // Without an llms.txt this run, what an earlier one said about Optional pages stands.
      const optional = llms.pages.filter((p) => p.optional).map((p) => pageKey(p.url));
      crawl.records.writeOptionalPages(optional);
      listed = new Map(llms.pages.map((p) => [pageKey(p.url), p]));
      // The llms.txt linked Markdown twins: try a twin for every page before its HTML.
      preferTwins = llms.pages.some((p) => p.twin !== undefined);
      return undefined;
    },
    seed(crawl) {
      for (const page of llms?.pages ?? []) crawl.enqueue(page.url, true);
      if (llms?.nav) crawl.keepNav(llms.nav, 'llms.txt');
    },
    admits: (_crawl, url) => !isLlmsTxtUrl(url),
    describe(task) {
      const page = listed.get(task.key);
      const twin = page?.twin ?? (preferTwins ? twinCandidates(task.url)[0] : undefined);
      return twin || page ? { twin, title: page?.title } : undefined;
    },
    read: () => llms,
  };
}
