import type { FetchRequest, FetchResult, Fetcher } from '../fetch/fetch-result.ts';
import type { SourceFiles } from '../store/source-files.ts';

type Answered = Extract<FetchResult, { kind: 'ok' }>;

/** What a source file is asked with: the run's fetcher, and its signal to stop. */
export interface FileFetch {
  fetcher: Fetcher;
  signal?: AbortSignal;
}

/** What a source file gave, and whether it came from the cache because the server said 304. */
export interface SourceFileRead<T> {
  derived: T;
  unchanged: boolean;
}

/**
 * A file a sync reads beside its pages (objects.inv, a sitemap, llms.txt), asked with the
 * validators it was last answered with. A 304 gives back what was derived from it last time, so
 * an unchanged file is neither parsed again nor allowed to rewrite what it gave. `derive` reads
 * an answer (undefined: not such a file, e.g. an HTML soft 404) and must return JSON-safe data.
 * Without `files` (a probe, before any docset exists) it is a plain request. `format` names what
 * `derive` returns and how (see SourceFiles): a file derived in another format is read whole.
 */
export async function fetchSourceFile<T>(
  request: Omit<FetchRequest, 'etag' | 'lastModified' | 'signal'>,
  ctx: FileFetch,
  files: SourceFiles | undefined,
  format: string,
  derive: (answer: Answered) => T | undefined,
): Promise<SourceFileRead<T> | undefined> {
  const stored = files?.read(request.url, format);
  const result = await ctx.fetcher.fetch({
    ...request,
    etag: stored?.etag,
    lastModified: stored?.lastModified,
    signal: ctx.signal,
  });
  if (result.kind === 'not-modified') {
    return stored === undefined ? undefined : { derived: stored.derived as T, unchanged: true };
  }
  if (result.kind !== 'ok') return undefined;
  const derived = derive(result);
  if (derived === undefined) return undefined;
  // Only a file with validators can be asked conditionally; others are read whole every time.
  if (files !== undefined && (result.etag !== undefined || result.lastModified !== undefined)) {
    files.write(request.url, format, {
      etag: result.etag,
      lastModified: result.lastModified,
      derived,
    });
  }
  return { derived, unchanged: false };
}
