import type { CrawlSource } from '../crawl-source.ts';
import { probeSoft404 } from './probe-soft-404.ts';

/** Before any page: what each host of the scope answers for a page it does not have. */
export function soft404Source(): CrawlSource {
  return {
    name: 'soft 404 probe',
    async start(crawl) {
      crawl.useSoft404(await probeSoft404(crawl.plan.scope.prefixes, crawl.reader));
      return undefined;
    },
  };
}
