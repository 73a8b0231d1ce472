import type { Fetcher } from '../fetch/fetch-result.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import type { FetchText } from './symbols/index-symbol.ts';

/** Reads the files a generator writes beside its pages (indexes, tree data) on the pages' host. */
export function fetchTextBeside(
  reader: { fetcher: Fetcher; signal?: AbortSignal },
  pageUrl: string,
): FetchText {
  const origin = new URL(pageUrl).origin;
  return async (url, html) => {
    const answer = await reader.fetcher.fetch({
      url,
      inScope: (target) => new URL(target).origin === origin,
      signal: reader.signal,
    });
    if (answer.kind !== 'ok') return undefined;
    if (/html/i.test(answer.contentType) !== (html === 'html')) return undefined;
    return decodeBody(answer.body, answer.contentType);
  };
}
