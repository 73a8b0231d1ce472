import type { Fetcher } from '../fetch/fetch-result.ts';
import { sniffBinary } from '../fetch/sniff-binary.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { failure } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { validatorsOf } from './page-task.ts';

/** An HTML answer worth extracting: the page's bytes, where they came from, their validators. */
export interface FetchedBody {
  kind: 'body';
  finalUrl: string;
  body: Buffer;
  contentType: string;
  etag?: string;
  lastModified?: string;
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/**
 * The fetch stage: a conditional request for a live cached page, a plain one otherwise, and what
 * the answer means before anything is parsed. A 304 is the page unchanged, with the links stored
 * from it, so a re-sync walks on through it exactly as through a fetched page.
 */
export async function fetchPage(
  task: PageTask,
  deps: {
    ctx: MirrorContext;
    fetcher: Fetcher;
    scope: Scope;
    /** Claims a redirect's target for this run; false when the run had it already. */
    claim: (url: string) => boolean;
    crawl: CrawlLists;
  },
): Promise<FetchedBody | PageOutcome> {
  const { ctx, scope } = deps;
  const result = await deps.fetcher.fetch({
    url: task.url,
    ...validatorsOf(task),
    inScope: (target) => scope.shouldCrawl(target),
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    signal: ctx.signal,
  });
  const { url } = task;
  switch (result.kind) {
    case 'not-modified':
      return task.stub !== undefined && task.known === undefined
        ? unchangedStub(task.url, task.stub)
        : unchangedPage(task, deps.crawl);
    case 'gone':
      return { kind: 'gone', url, status: result.status, known: task.known };
    case 'out-of-scope':
      return {
        kind: 'skipped',
        url,
        message: `redirects out of scope to ${result.location}`,
        bytes: 0,
      };
    case 'error':
      return ctx.signal?.aborted ? { kind: 'cancelled', url } : failure(url, result);
    case 'ok':
      break;
  }
  const bytes = result.body.length;
  if (!HTML_TYPES.test(result.contentType)) {
    return { kind: 'skipped', url, message: `not a page (${result.contentType})`, bytes };
  }
  // A binary file behind an HTML header (a misconfigured server, a crafted answer) is no page, and
  // must not replace the page cached under this URL: a failure keeps it.
  const binary = sniffBinary(result.body);
  if (binary !== undefined) {
    const message = `not stored: the body is ${binary}, served as ${result.contentType}`;
    return failure(url, { message, status: result.status });
  }
  const finalUrl = canonicalizeUrl(result.url) ?? url;
  // A redirect can land on a page the crawl already has: keep one copy.
  if (pageKey(finalUrl) !== task.key && !deps.claim(finalUrl)) {
    return { kind: 'duplicate', url, of: finalUrl, bytes };
  }
  return {
    kind: 'body',
    finalUrl,
    body: result.body,
    contentType: result.contentType,
    etag: result.etag,
    lastModified: result.lastModified,
  };
}

/** A meta-refresh stub that has not changed: it leads where it led, with no download or parse. */
function unchangedStub(url: string, stub: StoredStub): PageOutcome {
  const { finalUrl, to, title, generator } = stub;
  return {
    kind: 'redirected',
    url,
    to,
    links: stub.links,
    bytes: 0,
    // A stub has no content of its own; the sources read only where it leads.
    parsed: { finalUrl, title, generator, refreshUrl: to, html: () => '' },
  };
}

/**
 * A cached page that has not changed (a 304, or a sitemap vouching for it): kept as it is, and its
 * stored links are followed, so a run interrupted earlier is completed from the pages it stored.
 */
export function unchangedPage(task: PageTask, crawl: CrawlLists): PageOutcome {
  const links = task.known ? crawl.read(task.known.id) : [];
  return { kind: 'stored', change: 'unchanged', url: task.url, links, images: [], bytes: 0 };
}
