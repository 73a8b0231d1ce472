import type { PreparedPage } from '../extract/prepare-page.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { storePrepared } from './store-prepared.ts';
import type { PageOutcome } from './sync-event.ts';

export interface PageResult {
  outcome: PageOutcome | 'gone';
  url: string;
  message?: string;
  status?: number;
  /** The request got no HTTP answer at all (refused, reset, timed out). */
  networkFailure?: boolean;
  /** The server or network failed even after retries: the mirror is incomplete. */
  transient?: boolean;
  /** Links to queue: only from pages whose body was read. */
  links: string[];
  images: string[];
  bytes: number;
  known?: KnownPage;
  /** The page a redirect landed on, when the crawl had claimed it already. */
  duplicateOf?: string;
  /** The stored page's title (for a navigation tree built after the run). */
  title?: string;
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/**
 * Fetches one URL of a docset (conditionally when it is cached), and stores it when it is new or
 * its content changed. Nothing here deletes: a 404 is reported as 'gone' and removal waits for the
 * run to complete.
 */
export async function processPage(
  url: string,
  docsetId: string,
  known: ReadonlyMap<string, KnownPage>,
  scope: Scope,
  claim: (url: string) => boolean,
  ctx: MirrorContext,
  _options: MirrorOptions,
  soft404?: Soft404Detector,
  /** Sees the page with its raw HTML, decoded only when asked (the sidebar of the entry page). */
  onHtml?: (finalUrl: string, page: PreparedPage, html: () => string) => void,
): Promise<PageResult> {
  const cached = known.get(pageKey(url));
  const result = await ctx.fetcher.fetch({
    url,
    etag: cached?.etag,
    lastModified: cached?.lastModified,
    inScope: (target) => scope.shouldCrawl(target),
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    signal: ctx.signal,
  });
  const none = { links: [], images: [], bytes: 0 };
  switch (result.kind) {
    case 'not-modified':
      return { outcome: 'unchanged', url, ...none };
    case 'gone':
      return { outcome: 'gone', url, status: result.status, known: cached, ...none };
    case 'out-of-scope':
      return {
        outcome: 'skipped',
        url,
        message: `redirects out of scope to ${result.location}`,
        ...none,
      };
    case 'error':
      return {
        outcome: 'failed',
        url,
        message: result.message,
        status: result.status,
        networkFailure: result.transient === true && result.status === undefined,
        transient: result.transient === true,
        ...none,
      };
    case 'ok':
      break;
  }
  const bytes = result.body.length;
  if (!HTML_TYPES.test(result.contentType)) {
    return {
      outcome: 'skipped',
      url,
      message: `not a page (${result.contentType})`,
      ...none,
      bytes,
    };
  }
  const finalUrl = canonicalizeUrl(result.url) ?? url;
  // A redirect can land on a page the crawl already has: keep one copy.
  if (pageKey(finalUrl) !== pageKey(url) && !claim(finalUrl)) {
    const message = `duplicate of ${finalUrl}`;
    return { outcome: 'skipped', url, message, duplicateOf: finalUrl, ...none, bytes };
  }
  const page = await ctx.extractor.extract({
    url: finalUrl,
    body: result.body,
    contentType: result.contentType,
  });
  const soft = soft404?.check(finalUrl, {
    status: 200,
    body: result.body,
    title: page.title,
    text: page.sections.map((s) => s.text).join('\n'),
  });
  // A "not found" page or an app shell answered 200: an error, and the cached page stays.
  if (soft !== undefined && !page.refreshUrl) {
    return { outcome: 'failed', url, message: `soft 404: ${soft}`, ...none, bytes };
  }
  onHtml?.(finalUrl, page, () => decodeBody(result.body, result.contentType));
  const links = page.refreshUrl ? [page.refreshUrl, ...page.discoveredLinks] : page.discoveredLinks;
  // A redirect written in HTML (torchtune's root → `stable/`): its target is the page. Reported
  // as "no content" it read as a problem on every sync; one with content of its own is kept.
  if (page.refreshUrl && page.sections.length === 0) {
    const message = `redirects to ${page.refreshUrl}`;
    return { outcome: 'redirected', url, message, links, images: [], bytes };
  }
  return storePrepared(ctx, docsetId, known, finalUrl, page, {
    bytes,
    etag: result.etag,
    lastModified: result.lastModified,
    links,
  });
}
