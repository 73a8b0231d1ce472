import { versionSegment } from '../../sources/versions/version-root.ts';
import type { SitemapUrl } from '../../sources/sitemap/parse-sitemap.ts';
import type { CrawlSource } from '../crawl-source.ts';
import { freshBySitemap } from './fresh-by-sitemap.ts';
import { loadSitemapUrls } from '../../sources/sitemap/load-sitemap-urls.ts';
import type { RobotsSource } from './robots-source.ts';
import type { VersionsSource } from './versions-source.ts';

export interface SitemapSource extends CrawlSource {
  /** The sitemap says the cached page has not changed since it was fetched. */
  isFresh(key: string): boolean;
}

/**
 * The docset's sitemaps: pages no link reaches (Docusaurus sidebars rendered by script), and
 * `lastmod` dates that spare unchanged pages even a conditional request.
 */
export function sitemapSource(robots: RobotsSource, versions: VersionsSource): SitemapSource {
  let listed: SitemapUrl[] = [];
  let fresh = new Set<string>();
  return {
    name: 'sitemap',
    async start(crawl) {
      const { scope, overrides } = crawl.plan;
      listed = await loadSitemapUrls(
        robots.sitemaps(),
        scope,
        crawl.reader,
        overrides.languages,
        crawl.files,
      );
      fresh = freshBySitemap(listed, crawl.records.fetchedAt());
      return undefined;
    },
    seed(crawl) {
      // An entry in a version directory filters the sitemap at once. A bare entry's sitemap lists
      // every version (Read the Docs' does), which are known only once the entry has landed.
      const urls = listed.map((l) => l.loc);
      if (versionSegment(crawl.plan.entry)) for (const url of urls) crawl.enqueue(url);
      else versions.afterRoot(crawl, urls);
    },
    isFresh: (key) => fresh.has(key),
  };
}
