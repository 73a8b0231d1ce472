import { looksLikeMarkdown } from '../sources/markdown/looks-like-markdown.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { MirrorContext } from './mirror-context.ts';
import { prepareMarkdown } from './prepare-markdown.ts';
import type { PageResult } from './process-page.ts';
import { storePrepared } from './store-prepared.ts';

/**
 * Fetches a page's Markdown twin and stores it under the page's HTML URL (or the twin's own
 * canonical, when it names one inside the scope), boilerplate stripped. Returns undefined when the
 * twin is missing or is not Markdown (an app shell, a 404 page): the caller fetches the HTML.
 */
export async function processTwin(
  pageUrl: string,
  twinUrl: string,
  docsetId: string,
  known: ReadonlyMap<string, KnownPage>,
  scope: Scope,
  ctx: MirrorContext,
  title?: string,
): Promise<PageResult | undefined> {
  const cached = known.get(pageKey(pageUrl));
  const result = await ctx.fetcher.fetch({
    url: twinUrl,
    etag: cached?.etag,
    lastModified: cached?.lastModified,
    inScope: (target) => scope.shouldCrawl(target),
    accept: 'text/markdown,text/plain;q=0.9,*/*;q=0.1',
    signal: ctx.signal,
  });
  if (result.kind === 'not-modified') {
    return { outcome: 'unchanged', url: pageUrl, links: [], images: [], bytes: 0 };
  }
  if (result.kind !== 'ok') return undefined;
  const text = Buffer.from(result.body).toString('utf8');
  if (!looksLikeMarkdown(text, result.contentType)) return undefined;
  const { url, page } = await prepareMarkdown(pageUrl, text, scope, ctx, title);
  return storePrepared(ctx, docsetId, known, url, page, {
    bytes: result.body.length,
    etag: result.etag,
    lastModified: result.lastModified,
  });
}
