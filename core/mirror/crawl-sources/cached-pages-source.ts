import type { CrawlSource } from '../crawl-source.ts';
import { isLlmsFullPiece } from './llms-full-piece.ts';
import type { SitemapSource } from './sitemap-source.ts';

/**
 * A re-sync revisits every live cached page of the crawl, conditionally: an unchanged one answers
 * 304 and its stored links are followed, so pages a broken-off run never reached are found again.
 * One the sitemap vouches for costs no request at all. Pieces of llms-full.txt have no page to
 * fetch; the file itself is read again at the end.
 */
export function cachedPagesSource(sitemap: SitemapSource): CrawlSource {
  return {
    name: 'cached pages',
    seed(crawl) {
      const { known, revisits } = crawl.plan;
      const live = [...known.values()].filter(
        (page) => page.status === 'ok' && revisits(page.url) && !isLlmsFullPiece(page.url),
      );
      const fresh = live.filter((page) => sitemap.isFresh(page.key));
      const taken = new Set(crawl.keepUnchanged(fresh));
      for (const page of live) {
        if (!sitemap.isFresh(page.key) || taken.has(page)) crawl.queue(page.url);
      }
    },
  };
}
