import type { Cache } from '../store/open-cache.ts';
import { readCachedTargets } from '../store/read-cached-targets.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { ApiError } from './folio-api.ts';
import type { PageView } from './folio-api.ts';

/** One cached page for the reader; the `#fragment` of `url` is the reader's business, not ours. */
export function readPageView(cache: Cache, url: string): PageView {
  const canonical = canonicalizeUrl(url);
  if (canonical === null) throw new ApiError('invalid-input', `url: not an http(s) URL`);
  const key = pageKey(canonical);
  const page = readPageByKey(cache.db, key);
  if (!page) throw new ApiError('not-found', `not in the cache: ${canonical}`);
  const targets = readCachedTargets(cache.db, page.html);
  // The lead text before the first heading is a section for search, not an outline entry; a
  // section's text resumed after an API entry inside it is the same place to go, listed once.
  const listed = new Set<string>();
  const outline: PageView['outline'] = [];
  for (const { anchor, heading, level } of page.sections) {
    if (level === 0 || anchor === '' || heading === '' || listed.has(anchor)) continue;
    listed.add(anchor);
    outline.push({ anchor, heading, level });
  }
  return {
    docset: page.docset,
    url: page.url,
    title: page.title,
    html: page.html,
    outline,
    fetchedAt: page.fetchedAt,
    status: page.status,
    version: page.version,
    cachedLinks: targets.links,
    cachedImages: targets.images,
  };
}
