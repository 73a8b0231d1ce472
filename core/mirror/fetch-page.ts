import { ACCEPT } from '../fetch/accept.ts';
import type { FetchRequest } from '../fetch/fetch-result.ts';
import { sniffBinary } from '../fetch/sniff-binary.ts';
import type { RepoFile } from '../sources/github/render-repo-file.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { failure } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { validatorsOf } from './page-task.ts';

/**
 * How one page's bytes are asked for: as the page's own HTML, as its Markdown twin (tried first
 * when a source names one; anything but a page or a 304 falls back to the HTML), or as a
 * repository file from the raw host.
 */
export type PageForm =
  | { kind: 'html'; url: string }
  | { kind: 'twin'; url: string }
  | { kind: 'repo-file'; url: string; file: RepoFile };

/** The forms to try for a task, in order. */
export function formsOf(task: PageTask): PageForm[] {
  if (task.repoFile) {
    return [{ kind: 'repo-file', url: task.repoFile.from, file: task.repoFile.file }];
  }
  const html: PageForm = { kind: 'html', url: task.url };
  return task.twin ? [{ kind: 'twin', url: task.twin }, html] : [html];
}

/** An answer worth extracting: the page's bytes, where they came from, their validators. */
export interface FetchedBody {
  kind: 'body';
  finalUrl: string;
  body: Buffer;
  contentType: string;
  etag?: string;
  lastModified?: string;
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/** What the fetch stage needs of the crawl. */
export interface FetchDeps {
  ctx: MirrorContext;
  scope: Scope;
  /** Claims a redirect's target for this run; false when the run had it already. */
  claim: (url: string) => boolean;
  crawl: CrawlLists;
}

/**
 * The fetch stage: a conditional request for a live cached page, a plain one otherwise, and what
 * the answer means before anything is parsed. A 304 is the page unchanged, with the links stored
 * from it, so a re-sync walks on through it exactly as through a fetched page. Undefined: a twin
 * that is not there (the HTML is asked next).
 */
export async function fetchPage(
  task: PageTask,
  form: PageForm,
  deps: FetchDeps,
): Promise<FetchedBody | PageOutcome | undefined> {
  const { ctx } = deps;
  const result = await ctx.fetcher.fetch({
    ...requestFor(task, form, deps.scope, ctx.render !== undefined),
    signal: ctx.signal,
  });
  const { url } = task;
  const twin = form.kind === 'twin';
  switch (result.kind) {
    case 'not-modified':
      return task.stub !== undefined && task.known === undefined
        ? unchangedStub(task.url, task.stub)
        : unchangedPage(task, deps.crawl);
    case 'gone':
      return twin ? undefined : { kind: 'gone', url, status: result.status, known: task.known };
    case 'out-of-scope':
      if (twin) return undefined;
      return {
        kind: 'skipped',
        url,
        message: `redirects out of scope to ${result.location}`,
        bytes: 0,
      };
    case 'error':
      if (twin) return undefined;
      return ctx.signal?.aborted ? { kind: 'cancelled', url } : failure(url, result);
    case 'ok':
      break;
  }
  const body: FetchedBody = {
    kind: 'body',
    finalUrl: canonicalizeUrl(result.url) ?? url,
    body: result.body,
    contentType: result.contentType,
    etag: result.etag,
    lastModified: result.lastModified,
  };
  if (form.kind !== 'html') return body;
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
  // A redirect can land on a page the crawl already has: keep one copy.
  if (pageKey(body.finalUrl) !== task.key && !deps.claim(body.finalUrl)) {
    return { kind: 'duplicate', url, of: body.finalUrl, bytes };
  }
  return body;
}

function requestFor(
  task: PageTask,
  form: PageForm,
  scope: Scope,
  render: boolean,
): Omit<FetchRequest, 'signal'> {
  if (form.kind === 'repo-file') {
    // Pinned to a commit: never conditional, and never anywhere but the raw host.
    const origin = new URL(form.url).origin;
    return { url: form.url, inScope: (target) => new URL(target).origin === origin };
  }
  return {
    url: form.url,
    // A rendered app's HTML is the same shell whatever its pages say: its 304 tells nothing.
    ...(render ? {} : validatorsOf(task)),
    inScope: (target) => scope.shouldCrawl(target),
    accept: form.kind === 'twin' ? ACCEPT.markdown : ACCEPT.html,
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
