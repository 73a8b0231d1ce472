import { loadRobots } from '../../fetch/load-robots.ts';
import type { Robots } from '../../fetch/load-robots.ts';
import type { CrawlSource } from '../crawl-source.ts';

export interface RobotsSource extends CrawlSource {
  /** The `Sitemap:` lines. */
  sitemaps(): readonly string[];
  allows(url: string): boolean;
}

/** robots.txt of the entry's host: shuts the entry out (the crawl is refused) or any link. */
export function robotsSource(): RobotsSource {
  let robots: Robots | undefined;
  const allows = (url: string): boolean => robots?.isAllowed(url) ?? true;
  return {
    name: 'robots.txt',
    async start(crawl) {
      const { entry } = crawl.plan;
      const origin = new URL(entry).origin;
      robots = await loadRobots(origin, crawl.reader.fetcher, crawl.reader.userAgent);
      // The problem names robots.txt's URL already: said once.
      if (robots.problem && !robots.isAllowed(entry)) return robots.problem;
      if (!robots.isAllowed(entry)) return `${entry}: disallowed by robots.txt`;
      return undefined;
    },
    admits: (_crawl, url) => allows(url),
    sitemaps: () => robots?.sitemaps ?? [],
    allows,
  };
}
