import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

const LIMIT = 20;

export interface SearchResults {
  /** The query these hits answer (they may lag what is typed by one keystroke). */
  query: string;
  hits: SearchHit[];
  pending: boolean;
  error: string | null;
}

const empty: SearchResults = { query: '', hits: [], pending: false, error: null };

interface Request {
  query: string;
  scope: string;
}

/**
 * Results as you type, with no fixed wait: a keystroke is searched at once when no search is
 * running (the engine answers in milliseconds, and a debounce would add its whole delay to every
 * key), and while one runs only the newest query waits for it — so a fast typist never queues up
 * searches and an answer for older text never replaces a newer one.
 */
export function useSearch(
  client: FolioClient,
  query: string,
  docsets: readonly string[],
): SearchResults {
  const [results, setResults] = useState<SearchResults>(empty);
  const running = useRef(false);
  const next = useRef<Request | null>(null);
  const wanted = useRef<Request>({ query: '', scope: '' });
  const scope = docsets.join(',');

  useEffect(() => {
    wanted.current = { query, scope };
    if (query.trim() === '') {
      next.current = null;
      setResults(empty);
      return;
    }
    setResults((current) => ({ ...current, pending: true }));
    const send = (request: Request): void => {
      running.current = true;
      const input = {
        query: request.query,
        limit: LIMIT,
        ...(request.scope ? { docsets: request.scope.split(',') } : {}),
      };
      const settle = (update: SearchResults): void => {
        running.current = false;
        const newest = wanted.current;
        const current = newest.query === request.query && newest.scope === request.scope;
        if (current) setResults(update);
        const queued = next.current;
        next.current = null;
        if (queued && queued.query.trim() !== '') send(queued);
      };
      client
        .search(input)
        .then((hits) => settle({ query: request.query, hits, pending: false, error: null }))
        .catch((error: unknown) =>
          settle({ query: request.query, hits: [], pending: false, error: errorMessage(error) }),
        );
    };
    if (running.current) next.current = { query, scope };
    else send({ query, scope });
  }, [client, query, scope]);

  return results;
}
