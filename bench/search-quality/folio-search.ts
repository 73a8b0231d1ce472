import { searchCache } from '../../core/search/search-cache.ts';
import type { Cache } from '../../core/store/open-cache.ts';
import type { RankedHit } from './score-queries.ts';

/**
 * Folio's search over the mirror, scoped to one docset (Sphinx searches one site, so Folio is
 * judged on the same pages). A hit's URL becomes its path inside the site, as the judge names it.
 */
export function folioSearch(cache: Cache, docset: string, query: string): RankedHit[] {
  return searchCache(cache, { query, docsets: [docset], limit: 20 }).map((hit) => {
    let path = decodeURIComponent(new URL(hit.url).pathname).replace(/^\//, '');
    if (path === '' || path.endsWith('/')) path += 'index.html';
    return { path, anchor: hit.anchor };
  });
}
