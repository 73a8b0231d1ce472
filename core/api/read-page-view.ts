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
  return {
    docset: page.docset,
    url: page.url,
    title: page.title,
    html: page.html,
    // The lead text before the first heading is a section for search, not an outline entry.
    outline: page.sections
      .filter((s) => s.level > 0 && s.anchor !== '' && s.heading !== '')
      .map(({ anchor, heading, level }) => ({ anchor, heading, level })),
    fetchedAt: page.fetchedAt,
    status: page.status,
    version: page.version,
    cachedLinks: targets.links,
    cachedImages: targets.images,
  };
}
