import type { SitemapUrl } from '../../sources/sitemap/parse-sitemap.ts';
import { canonicalizeUrl, pageKey } from '../../url/canonicalize-url.ts';

/**
 * Page keys the sitemap says have not changed since they were fetched: `lastmod` at or before
 * the page's `fetched_at`. Such pages need no request at all on re-sync, not even a conditional
 * one (sites whose servers send no ETag would otherwise be downloaded whole every time).
 */
export function freshBySitemap(
  listed: readonly SitemapUrl[],
  fetchedAt: ReadonlyMap<string, string>,
): Set<string> {
  const fresh = new Set<string>();
  for (const { loc, lastmod } of listed) {
    const url = lastmod ? canonicalizeUrl(loc) : null;
    if (!url || !lastmod) continue;
    const key = pageKey(url);
    const fetched = fetchedAt.get(key);
    const changed = Date.parse(lastmod);
    if (fetched !== undefined && !Number.isNaN(changed) && changed <= Date.parse(fetched)) {
      fresh.add(key);
    }
  }
  return fresh;
}
