import type { Fetcher } from '../fetch/fetch-result.ts';
import type { GithubFetch } from '../sources/github/create-github-client.ts';
import { GithubError } from '../sources/github/github-error.ts';

/** Whether any host answered one docset's requests at all. */
export interface AnswerWatch {
  fetcher: Fetcher;
  githubFetch: GithubFetch;
  /** Requests were made, and not one got an HTTP answer: no network, or every host gone. */
  unreachable(): boolean;
}

/**
 * Watches one docset's requests for an HTTP answer of any kind (a 404 is an answer). A machine
 * without a network fails every docset the same way, and the user needs one line saying so
 * (and what to do) rather than a dozen DNS errors.
 */
export function watchAnswers(fetcher: Fetcher, githubFetch: GithubFetch): AnswerWatch {
  let answered = false;
  let unanswered = 0;
  return {
    fetcher: {
      async fetch(request) {
        const result = await fetcher.fetch(request);
        if (result.kind === 'error' && result.status === undefined) {
          if (result.transient) unanswered++;
        } else {
          answered = true;
        }
        return result;
      },
      close: () => fetcher.close(),
    },
    async githubFetch(url, headers) {
      try {
        const response = await githubFetch(url, headers);
        answered = true;
        return response;
      } catch (error) {
        if (error instanceof GithubError && error.unreachable) unanswered++;
        else answered = true;
        throw error;
      }
    },
    unreachable: () => !answered && unanswered > 0,
  };
}
