import { byProductOf } from '../../extract/generator-by-products.ts';
import type { CrawlSource } from '../crawl-source.ts';

/**
 * Leaves out what the docset's generators write beside their pages (Javadoc's `src-html/`,
 * Doxygen's `*_source.html`, mdBook's `print.html`): each rule applies once a page built by its
 * generator has been seen, in this run or stored by an earlier one, so `print.html` stays a page
 * on a site no mdBook built. A page's generator is known before its links are queued, so most
 * by-products are never asked for; one queued earlier (from a sitemap, or the entry's links when
 * the entry is a plain landing page) is refused when its turn comes. A cached copy of one goes
 * once the run completes.
 */
export function byProductsSource(): CrawlSource {
  const generators = new Set<string>();
  const left = new Set<string>();
  return {
    name: 'by-products',
    start(crawl) {
      for (const page of crawl.plan.known.values()) {
        if (page.status === 'ok' && page.generator) generators.add(page.generator);
      }
      return Promise.resolve(undefined);
    },
    admits: (_crawl, url) => byProductOf(url, generators) === undefined,
    page(_crawl, _task, outcome) {
      const generator = 'parsed' in outcome ? outcome.parsed?.generator : undefined;
      if (generator) generators.add(generator);
      return undefined;
    },
    refuses(crawl, task) {
      const what = byProductOf(task.url, generators);
      if (what === undefined) return undefined;
      const reason = `a by-product, not a page (${what})`;
      if (task.known?.status === 'ok' && !left.has(task.key)) {
        left.add(task.key);
        crawl.leaveBehind([{ page: task.known, reason }]);
      }
      return reason;
    },
  };
}
