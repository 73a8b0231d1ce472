import { isCurrentExtraction } from '../../extract/hash-content.ts';
import type { CrawlSource } from '../crawl-source.ts';
import { isLlmsFullPiece } from './llms-full-piece.ts';
import type { RobotsSource } from './robots-source.ts';
import type { SitemapSource } from './sitemap-source.ts';

/**
 * A re-sync revisits every live cached page of the crawl, conditionally: an unchanged one answers
 * 304 and its stored links are followed, so pages a broken-off run never reached are found again.
 * One the sitemap vouches for costs no request at all, unless an older Folio extracted it. Pieces of llms-full.txt have no page to
 * fetch; the file itself is read again at the end.
 *
 * robots.txt, read again this run, applies to cached pages too: one it now disallows is not
 * requested, and is kept as it is (a rule is no reason to lose a page): listed as held in the
 * cache, shown as skipped, and counted in the run's notes.
 */
export function cachedPagesSource(sitemap: SitemapSource, robots: RobotsSource): CrawlSource {
  return {
    name: 'cached pages',
    seed(crawl) {
      const { known, revisits } = crawl.plan;
      const revisited = [...known.values()].filter(
        (page) => page.status === 'ok' && revisits(page.url) && !isLlmsFullPiece(page.url),
      );
      const live = revisited.filter((page) => robots.allows(page.url));
      const disallowed = revisited.filter((page) => !robots.allows(page.url));
      crawl.keepUnasked(
        disallowed,
        'disallowed by robots.txt: not requested, the cached copy is kept',
      );
      // The sitemap vouches for the HTML, not for how an older Folio extracted it.
      const fresh = live.filter(
        (page) => sitemap.isFresh(page.key) && isCurrentExtraction(page.contentHash),
      );
      const kept = new Set(fresh);
      const taken = new Set(crawl.keepUnchanged(fresh));
      for (const page of live) {
        if (!kept.has(page) || taken.has(page)) crawl.queue(page.url);
      }
    },
  };
}
