import { extractNavTree } from '../extract/extract-nav-tree.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { CrawlSite } from './crawl-site.ts';
import type { MirrorContext } from './mirror-context.ts';

/**
 * After the crawl, when the entry redirected to a page the crawl had already fetched (so its HTML
 * went by before anyone knew it was the root page): fetch that page once more for its sidebar.
 */
export async function loadSidebarTree(
  site: CrawlSite,
  landedOn: readonly string[],
  ctx: MirrorContext,
): Promise<void> {
  if (site.navFrom.size === 0) return;
  for (const url of new Set(landedOn)) {
    // Conditional: an unchanged landing page keeps the tree stored from it before.
    const cached = site.known.get(pageKey(url));
    const result = await ctx.fetcher.fetch({
      url,
      etag: cached?.etag,
      lastModified: cached?.lastModified,
      inScope: (target) => site.scope.shouldCrawl(target),
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      signal: ctx.signal,
    });
    if (result.kind !== 'ok' || !/html/i.test(result.contentType)) continue;
    const html = decodeBody(result.body, result.contentType);
    const tree = extractNavTree(html, result.url, 'generic', (u) => site.scope.shouldCrawl(u));
    if (tree.length === 0) continue;
    site.keepNav(tree, 'sidebar');
    site.navFrom.clear();
    return;
  }
}
