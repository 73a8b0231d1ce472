import { searchCache } from '../core/search/search-cache.ts';
import { openCache } from '../core/store/open-cache.ts';
import type { SearchFn } from './measure-search.ts';

/**
 * Opens the cache read-only in this process, as the desktop app's search box does, so search
 * latency excludes process start-up and CLI parsing.
 */
export function openEngineSearch(file: string, limit = 20): { search: SearchFn; close(): void } {
  const cache = openCache({ file, readOnly: true });
  return {
    search: (query) => searchCache(cache, { query, limit }),
    close: () => cache.close(),
  };
}
