import type { PreparedPage } from '../extract/prepare-page.ts';
import { decodeBody } from '../fetch/decode-body.ts';
import { rstToMarkdown } from '../sources/github/rst-to-markdown.ts';
import type { RepoFile } from '../sources/github/render-repo-file.ts';
import { looksLikeMarkdown } from '../sources/markdown/looks-like-markdown.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { SourceFiles } from '../store/source-files.ts';
import { classifyPage } from './classify-page.ts';
import { crawlLinks } from '../url/crawl-links.ts';
import { fetchPage, formsOf } from './fetch-page.ts';
import type { FetchDeps, FetchedBody, PageForm } from './fetch-page.ts';
import type { PageOutcome, ParsedPage } from './page-outcome.ts';
import { failure } from './page-outcome.ts';
import type { PageTask, StoredStub } from './page-task.ts';
import { STUB_FORMAT } from './page-task.ts';
import { prepareMarkdown } from './prepare-markdown.ts';
import { emptyRender, renderPage } from './render-page.ts';
import { storePage } from './store-page.ts';

/** What the stages of one docset's pages share; fixed for the run. */
export interface PageDeps extends FetchDeps {
  docsetId: string;
  known: ReadonlyMap<string, KnownPage>;
  /** Knows what each host answers for a missing page (probed before the crawl). */
  soft404?: Soft404Detector;
  /** Where meta-refresh stubs are kept with their validators, so a re-sync asks them with them. */
  files?: SourceFiles;
}

/**
 * A repository file that names other files by docname or label (toctrees, `{ref}`, `{doc}`): it is
 * rendered once every file has been fetched, when their titles and labels are known. The rest are
 * stored as they arrive, so progress shows page by page and only those few wait in memory.
 */
export interface WaitingFile {
  kind: 'waiting';
  task: PageTask;
  markdown: string;
  bytes: number;
}

const CITES_OTHERS = /\{(?:toctree|ref|doc|std:ref|std:doc)\}/;

/**
 * One page through the pipeline, whatever its form (HTML, Markdown twin, repository file), each
 * stage returning a value the next takes or the page's final outcome:
 *
 *   fetch (conditional; a 304 is the page unchanged) → render (an app shell, when the docset
 *   asks) → extract (in a worker) →
 *   classify (soft 404, HTML redirect) → store (new, changed, unchanged or restored)
 *
 * Nothing here deletes: a 404 is the outcome 'gone', and removal waits for the run to complete.
 */
export async function processPage(
  task: PageTask,
  deps: PageDeps,
): Promise<PageOutcome | WaitingFile> {
  for (const form of formsOf(task)) {
    const fetched = await fetchPage(task, form, deps);
    if (fetched === undefined) continue;
    if (fetched.kind !== 'body') return fetched;
    const outcome = await readBody(task, form, fetched, deps);
    if (outcome !== undefined) return outcome;
  }
  // The last form is the page's own HTML or file, which always comes to an outcome.
  throw new Error(`no form of ${task.url} came to an outcome`);
}

/** A repository file that waited, now that the other files' titles and labels are in `task`. */
export function processWaiting(waiting: WaitingFile, deps: PageDeps): Promise<PageOutcome> {
  const { task } = waiting;
  if (!task.repoFile) throw new Error(`${task.url} is no repository file`);
  return renderFile(task, task.repoFile.file, waiting, deps);
}

/** The extract, classify and store stages for one fetched body; undefined: a twin that is none. */
async function readBody(
  task: PageTask,
  form: PageForm,
  fetched: FetchedBody,
  deps: PageDeps,
): Promise<PageOutcome | WaitingFile | undefined> {
  switch (form.kind) {
    case 'html':
      return readHtml(task, fetched, deps);
    case 'twin':
      return readTwin(task, fetched, deps);
    case 'repo-file': {
      const source = fetched.body.toString('utf8');
      const markdown = /\.rst$/i.test(form.file.path) ? rstToMarkdown(source) : source;
      const bytes = fetched.body.length;
      if (form.file.refs === undefined && CITES_OTHERS.test(markdown)) {
        return { kind: 'waiting', task, markdown, bytes };
      }
      return renderFile(task, form.file, { markdown, bytes }, deps);
    }
  }
}

async function readHtml(
  task: PageTask,
  answered: FetchedBody,
  deps: PageDeps,
): Promise<PageOutcome> {
  const { ctx } = deps;
  const rendered = ctx.render ? await renderPage(task.url, answered, deps, ctx.render) : undefined;
  if (rendered !== undefined && rendered.kind !== 'body') return rendered;
  const fetched = rendered ?? answered;
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
  const empty = rendered && emptyRender(task.url, page, rendered);
  if (empty) return empty;
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

/**
 * A Markdown twin, stored under the page's HTML URL (or the twin's own canonical, when it names
 * one inside the scope), boilerplate stripped. Undefined when it is not Markdown (an app shell, a
 * 404 page) or cannot be extracted: the HTML decides.
 */
async function readTwin(
  task: PageTask,
  fetched: FetchedBody,
  deps: PageDeps,
): Promise<PageOutcome | undefined> {
  const text = fetched.body.toString('utf8');
  if (!looksLikeMarkdown(text, fetched.contentType)) return undefined;
  let prepared: Awaited<ReturnType<typeof prepareMarkdown>>;
  try {
    prepared = await prepareMarkdown(task.url, text, deps.scope, deps.ctx, task.title);
  } catch {
    return undefined;
  }
  const { url, page } = prepared;
  return storePage(
    deps.ctx,
    deps.docsetId,
    deps.known,
    {
      url,
      page,
      bytes: fetched.body.length,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      links: crawlLinks(page.discoveredLinks, deps.scope),
    },
    deps.crawl,
  );
}

/** A repository file rendered (in the worker, with extraction) and stored under its page URL. */
async function renderFile(
  task: PageTask,
  file: RepoFile,
  text: { markdown: string; bytes: number },
  deps: PageDeps,
): Promise<PageOutcome> {
  let page: PreparedPage;
  try {
    page = await deps.ctx.extractor.extract({
      url: task.url,
      body: text.markdown,
      format: 'repo-file',
      repoFile: file,
    });
  } catch (error) {
    // One file that cannot be extracted is that file's error, never the repository's.
    return failure(task.url, { message: (error as Error).message });
  }
  const parsed: ParsedPage = {
    finalUrl: task.url,
    title: page.title,
    generator: page.generator,
    html: () => '',
    outline: page.outline,
    sections: page.sections,
    length: text.markdown.length,
  };
  const keep = { url: task.url, page, bytes: text.bytes, lang: 'en', parsed };
  return storePage(deps.ctx, deps.docsetId, deps.known, keep);
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
