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

/** The last answer, and which request it answers. */
interface Answer {
  request: Request;
  results: SearchResults;
}

function sameRequest(a: Request, b: Request): boolean {
  return a.query === b.query && a.scope === b.scope && a.all === b.all;
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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const running = useRef(false);
  const next = useRef<Request | null>(null);
  const wanted = useRef<Request>({ query: '', scope: '', all: false });
  const scope = docsets.join(',');

  useEffect(() => {
    wanted.current = { query, scope, all };
    if (query.trim() === '') {
      // A cleared box forgets its answer: the next query starts from no hits, not the old ones.
      next.current = null;
      setAnswer(null);
      return;
    }
    const send = (request: Request): void => {
      running.current = true;
      const input = {
        query: request.query,
        limit: request.all ? ALL : LIMIT,
        ...(request.scope ? { docsets: request.scope.split(',') } : {}),
      };
      const settle = (results: SearchResults): void => {
        running.current = false;
        if (sameRequest(wanted.current, request)) setAnswer({ request, results });
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

  // Pending is derived, not set: the render for a keystroke already shows it, with no second
  // render from the effect (a keystroke rendered the search box twice before its answer came).
  if (query.trim() === '') return empty;
  if (!answer) return { ...empty, pending: true };
  const current = sameRequest(answer.request, { query, scope, all });
  return current ? answer.results : { ...answer.results, pending: true };
}
