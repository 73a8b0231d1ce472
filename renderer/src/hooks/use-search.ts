import { useEffect, useRef, useState } from 'react';
import type { SearchHit, SearchResult } from '../../../core/search/search-cache.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

/** Hits asked for at first; "show all" asks for up to ALL. */
export const LIMIT = 20;
const ALL = 200;

export interface SearchResults {
  /** The query these hits answer (they may lag what is typed by one keystroke). */
  query: string;
  hits: SearchHit[];
  /** What was searched instead, when typos were corrected. */
  corrected?: string;
  /** A scope naming no docset, and the docsets it may have meant. */
  unknownScope?: SearchResult['unknownScope'];
  pending: boolean;
  error: string | null;
}

const empty: SearchResults = { query: '', hits: [], pending: false, error: null };

interface Request {
  query: string;
  scope: string;
  all: boolean;
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
  all = false,
): SearchResults {
  const [results, setResults] = useState<SearchResults>(empty);
  const running = useRef(false);
  const next = useRef<Request | null>(null);
  const wanted = useRef<Request>({ query: '', scope: '', all: false });
  const scope = docsets.join(',');

  useEffect(() => {
    wanted.current = { query, scope, all };
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
        limit: request.all ? ALL : LIMIT,
        ...(request.scope ? { docsets: request.scope.split(',') } : {}),
      };
      const settle = (update: SearchResults): void => {
        running.current = false;
        const newest = wanted.current;
        const current =
          newest.query === request.query &&
          newest.scope === request.scope &&
          newest.all === request.all;
        if (current) setResults(update);
        const queued = next.current;
        next.current = null;
        if (queued && queued.query.trim() !== '') send(queued);
      };
      client
        .search(input)
        .then((result) =>
          settle({
            query: request.query,
            hits: result.hits,
            ...(result.corrected === undefined ? {} : { corrected: result.corrected }),
            ...(result.unknownScope === undefined ? {} : { unknownScope: result.unknownScope }),
            pending: false,
            error: null,
          }),
        )
        .catch((error: unknown) =>
          settle({ query: request.query, hits: [], pending: false, error: errorMessage(error) }),
        );
    };
    if (running.current) next.current = { query, scope, all };
    else send({ query, scope, all });
  }, [client, query, scope, all]);

  return results;
}
