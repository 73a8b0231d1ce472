import type { PreparedPage } from '../extract/prepare-page.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { SourceFiles } from '../store/source-files.ts';
import type { Scope } from '../url/create-scope.ts';
import { classifyPage } from './classify-page.ts';
import { crawlLinks } from './crawl-links.ts';
import { fetchPage } from './fetch-page.ts';
import type { FetchedBody } from './fetch-page.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome, ParsedPage } from './page-outcome.ts';
import { failure } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { STUB_FORMAT } from './page-task.ts';
import { storePage } from './store-page.ts';

/** What the stages of one docset's pages share; fixed for the run. */
export interface PageDeps {
  ctx: MirrorContext;
  docsetId: string;
  known: ReadonlyMap<string, KnownPage>;
  scope: Scope;
  /** Claims a redirect's target for this run; false when the run had it already. */
  claim: (url: string) => boolean;
  /** Knows what each host answers for a missing page (probed before the crawl). */
  soft404?: Soft404Detector;
  /** Where meta-refresh stubs are kept with their validators, so a re-sync asks them with them. */
  files?: SourceFiles;
  /** Each page's links to follow, stored with it and read when it answers 304. */
  crawl: CrawlLists;
}

/**
 * One HTML page through the pipeline, each stage returning a value the next takes or the
 * page's final outcome:
 *
 *   fetch (conditional; a 304 is the page unchanged) → extract (in a worker) →
 *   classify (soft 404, HTML redirect) → store (new, changed, unchanged or restored)
 *
 * Nothing here deletes: a 404 is the outcome 'gone', and removal waits for the run to complete.
 */
export async function processPage(task: PageTask, deps: PageDeps): Promise<PageOutcome> {
  const { ctx } = deps;
  const fetched = await fetchPage(task, { ...deps, fetcher: ctx.fetcher });
  if (fetched.kind !== 'body') return fetched;
  let page: PreparedPage;
  try {
    page = await ctx.extractor.extract({
      url: fetched.finalUrl,
      body: fetched.body,
      contentType: fetched.contentType,
      nav: task.nav,
    });
  } catch (error) {
    // A page that throws, crashes its worker, times out or is over the tree budget is this page's
    // error: the cached copy stays, and the rest of the docset goes on.
    return failure(task.url, { message: (error as Error).message });
  }
  const parsed = parsedPage(fetched, page);
  const raw = page.refreshUrl ? [page.refreshUrl, ...page.discoveredLinks] : page.discoveredLinks;
  const links = crawlLinks(raw, deps.scope);
  const classified = classifyPage(task.url, fetched, page, parsed, links, deps.soft404);
  if (classified?.kind === 'redirected') keepStub(deps.files, task.url, fetched, classified);
  if (classified) return classified;
  return storePage(
    ctx,
    deps.docsetId,
    deps.known,
    {
      url: fetched.finalUrl,
      page,
      bytes: fetched.body.length,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      links,
      parsed,
    },
    deps.crawl,
  );
}

/** A stub with validators is kept, so the next sync asks for it conditionally (a 304 is free). */
function keepStub(
  files: SourceFiles | undefined,
  url: string,
  fetched: FetchedBody,
  outcome: Extract<PageOutcome, { kind: 'redirected' }>,
): void {
  if (files === undefined || (fetched.etag === undefined && fetched.lastModified === undefined)) {
    return;
  }
  const stub: StoredStub = {
    finalUrl: outcome.parsed.finalUrl,
    to: outcome.to,
    links: outcome.links,
    title: outcome.parsed.title,
    generator: outcome.parsed.generator,
  };
  const validators = { etag: fetched.etag, lastModified: fetched.lastModified };
  files.write(url, STUB_FORMAT, { ...validators, derived: stub });
}

function parsedPage(fetched: FetchedBody, page: PreparedPage): ParsedPage {
  const parsed: ParsedPage = {
    finalUrl: fetched.finalUrl,
    title: page.title,
    generator: page.generator,
    refreshUrl: page.refreshUrl,
    html: () => decodeBody(fetched.body, fetched.contentType),
  };
  if (page.navCandidates !== undefined) parsed.nav = page.navCandidates;
  return parsed;
}
