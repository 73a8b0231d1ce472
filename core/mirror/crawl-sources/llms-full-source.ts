import type { CrawlSource } from '../crawl-source.ts';
import type { LlmsTxtSource } from './llms-txt-source.ts';
import { loadLlmsFull } from './load-llms-full.ts';
import type { RobotsSource } from './robots-source.ts';

/**
 * Last: what only the site's llms-full.txt holds (hidden pages, pages whose own fetch failed).
 * What was fetched one by one must be known before the file's copies are weighed.
 */
export function llmsFullSource(llms: LlmsTxtSource, robots: RobotsSource): CrawlSource {
  return {
    name: 'llms-full.txt',
    finish: (crawl) => loadLlmsFull(crawl, llms.read(), robots),
  };
}
