import { decodeBody } from '../../fetch/decode-body.ts';
import type { FetchText } from '../../sources/symbols/index-symbol.ts';
import type { Crawl } from '../crawl-source.ts';

/** Reads the files a generator writes beside its pages (indexes, tree data) on the pages' host. */
export function fetchTextBeside(crawl: Pick<Crawl, 'reader'>, pageUrl: string): FetchText {
  const origin = new URL(pageUrl).origin;
  return async (url, html) => {
    const answer = await crawl.reader.fetcher.fetch({
      url,
      inScope: (target) => new URL(target).origin === origin,
      signal: crawl.reader.signal,
    });
    if (answer.kind !== 'ok') return undefined;
    if (/html/i.test(answer.contentType) !== (html === 'html')) return undefined;
    return decodeBody(answer.body, answer.contentType);
  };
}
