import { canonicalizeUrl, pageKey } from './canonicalize-url.ts';
import type { Scope } from './create-scope.ts';

/**
 * The links of a page a crawl may follow, canonical and each page once, in document order: only
 * those inside the docset's boundary (a page links to the whole web; the rest is never fetched).
 * Computed once per page, they feed the frontier now and are stored with the page, so a re-sync
 * that gets a 304 for it follows exactly the same links.
 */
export function crawlLinks(links: readonly string[], scope: Scope): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const link of links) {
    const url = canonicalizeUrl(link);
    if (url === null || !scope.contains(url)) continue;
    const key = pageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(url);
  }
  return kept;
}
