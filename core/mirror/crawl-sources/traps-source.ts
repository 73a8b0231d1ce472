import type { CrawlSource } from '../crawl-source.ts';
import { TrapGuard } from '../trap-guard.ts';

/**
 * Crawler traps (trap-guard.ts) kept out of the frontier, and said in the run's notes: which
 * pattern was cut and how many URLs it skipped, so a cut calendar is not a silent "ok". URLs a
 * sitemap or llms.txt lists are the site's own word and are not counted.
 */
export function trapsSource(maxPerPattern: number): CrawlSource {
  const guard = new TrapGuard({ maxPerPattern });
  return {
    name: 'traps',
    admits: (_crawl, url, listed) => listed || guard.admits(url),
    finish(crawl) {
      for (const cut of guard.cuts()) {
        const skipped = `${cut.skipped.toLocaleString('en-US')} URL${cut.skipped === 1 ? '' : 's'}`;
        crawl.note(`crawler trap cut: ${cut.pattern} (${skipped} skipped)`);
      }
      return Promise.resolve();
    },
  };
}
