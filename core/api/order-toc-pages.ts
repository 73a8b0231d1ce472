import type { TocPage } from '../store/build-toc.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';

/**
 * The pages a table of contents lists beyond the site's own navigation (or all of them, when the
 * site has none), in an order that is the same on every sync: the landing page, then the pages
 * in the order its links name them (its own menu or headings' links, the closest thing to the
 * site's order), then the rest by URL. The order pages were stored in is the order they happened
 * to arrive in from parallel fetches, which changes from run to run.
 *
 * `pages` are in storage order, so the first is where the entry landed when the entry URL itself
 * is not stored (a redirect or meta refresh); that page stays first.
 */
export function orderTocPages<P extends TocPage>(
  entryUrl: string,
  pages: readonly P[],
  entryLinks: readonly string[],
): P[] {
  const keyed = pages.map((page) => ({ page, key: pageKey(page.url) }));
  const entryKey = pageKey(entryUrl);
  const entry = keyed.find((p) => p.key === entryKey) ?? keyed[0];
  const rank = new Map<string, number>();
  for (const link of entryLinks) {
    const canonical = canonicalizeUrl(link.split('#', 1)[0] ?? '');
    if (canonical !== null && !rank.has(pageKey(canonical))) {
      rank.set(pageKey(canonical), rank.size);
    }
  }
  const rest = keyed.filter((p) => p !== entry);
  rest.sort((a, b) => {
    const ra = rank.get(a.key) ?? Infinity;
    const rb = rank.get(b.key) ?? Infinity;
    if (ra !== rb) return ra - rb;
    return a.page.url < b.page.url ? -1 : a.page.url > b.page.url ? 1 : 0;
  });
  return [...(entry ? [entry] : []), ...rest].map((p) => p.page);
}
