import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

const DEBOUNCE_MS = 60;
const LIMIT = 40;

export interface SearchResults {
  /** The query these hits answer (they may lag what is typed by one keystroke). */
  query: string;
  hits: SearchHit[];
  pending: boolean;
  error: string | null;
}

const empty: SearchResults = { query: '', hits: [], pending: false, error: null };

/**
 * Results as you type: each keystroke waits a moment for the next, and an answer that arrives
 * after a newer request was sent is dropped, so a slow query never overwrites a faster one.
 */
export function useSearch(
  client: FolioClient,
  query: string,
  docsets: readonly string[],
): SearchResults {
  const [results, setResults] = useState<SearchResults>(empty);
  const latest = useRef(0);
  const scope = docsets.join(',');

  useEffect(() => {
    const id = ++latest.current;
    if (query.trim() === '') {
      setResults(empty);
      return undefined;
    }
    setResults((current) => ({ ...current, pending: true }));
    const timer = window.setTimeout(() => {
      const input = { query, limit: LIMIT, ...(scope ? { docsets: scope.split(',') } : {}) };
      client
        .search(input)
        .then((hits) => {
          if (id === latest.current) setResults({ query, hits, pending: false, error: null });
        })
        .catch((error: unknown) => {
          if (id === latest.current) {
            setResults({ query, hits: [], pending: false, error: errorMessage(error) });
          }
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [client, query, scope]);

  return results;
}
