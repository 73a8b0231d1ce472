import { createGithubClient } from '../sources/github/create-github-client.ts';
import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import { createRepoCrossRefs } from '../sources/github/repo-cross-refs.ts';
import { repoPageUrl } from '../sources/github/repo-page-url.ts';
import type { RepoFile, RepoSnapshot } from '../sources/github/render-repo-file.ts';
import { rstToMarkdown } from '../sources/github/rst-to-markdown.ts';
import { selectRepoDocs } from '../sources/github/select-repo-docs.ts';
import { outlineMarkdown } from '../sources/markdown/render-markdown.ts';
import type { MarkdownOutline } from '../sources/markdown/render-markdown.ts';
import { readGithubCommit, writeGithubCommit } from '../store/github-commit.ts';
import { readNavTree, writeNavTree } from '../store/nav-tree.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { FetchResult } from '../fetch/fetch-result.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { fetchImages } from './fetch-images.ts';
import { imageScope } from './image-scope.ts';
import { githubToc } from './github-toc.ts';
import type { ReadmeOutline } from './github-toc.ts';
import type { DocsetRun } from './docset-run.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PreparedPage } from '../extract/prepare-page.ts';
import type { PageOutcome } from './page-outcome.ts';
import { failure } from './page-outcome.ts';
import { runPool } from './run-pool.ts';
import { storePage } from './store-page.ts';

export interface GithubRunResult {
  /** Page outcomes, in tree order, accounted already; empty when the commit did not change. */
  outcomes: PageOutcome[];
  /** Set when nothing could be mirrored (rate limit, unknown repository). */
  error?: string;
  unchangedCommit?: boolean;
}

/**
 * Markdown that names other files by docname or label (toctrees, `{ref}`, `{doc}`) is rendered
 * once every file has been fetched, when their titles and labels are known. The rest is stored
 * as it arrives, so progress shows page by page and only those few sources wait in memory.
 */
const CITES_OTHERS = /\{(?:toctree|ref|doc|std:ref|std:doc)\}/;

/**
 * Mirrors a repository's documentation at the default branch's head commit: two API requests to
 * resolve it, one tree listing, then the selected files from the raw host pinned to the SHA,
 * several at a time (a crawl's concurrency), each rendered and extracted in a worker and accounted
 * in the run book (and shown) as it is stored or fails. An unchanged commit stops after the first
 * two requests.
 */
export async function mirrorGithub(
  docsetId: string,
  repo: GithubRepo,
  known: ReadonlyMap<string, KnownPage>,
  run: DocsetRun,
  ctx: MirrorContext,
  options: MirrorOptions & { languages?: string[] },
): Promise<GithubRunResult> {
  const client = createGithubClient({
    fetcher: ctx.github.fetch,
    apiBase: ctx.github.apiBaseUrl,
    rawBase: ctx.github.rawBaseUrl,
    token: ctx.github.token,
  });
  const { owner, repo: name } = repo;
  let head: { branch: string; sha: string };
  let snapshot: RepoSnapshot;
  let paths: string[];
  try {
    head = await client.defaultBranchCommit(owner, name);
    if (readGithubCommit(ctx.cache.db, docsetId) === head.sha) {
      return { outcomes: [], unchangedCommit: true };
    }
    const tree = await client.listTree(owner, name, head.sha);
    paths = selectRepoDocs(tree.entries, { languages: options.languages });
    snapshot = {
      ref: { owner, repo: name, ref: head.branch },
      sha: head.sha,
      rawBase: client.rawBase,
      files: new Set(paths),
      folders: new Set(tree.entries.filter((e) => e.type === 'tree').map((e) => e.path)),
      sphinxRoots: tree.entries
        .filter((e) => e.type === 'blob' && /(?:^|\/)conf\.py$/.test(e.path))
        .map((e) => e.path.replace(/\/?conf\.py$/, '')),
    };
  } catch (error) {
    return { outcomes: [], error: (error as Error).message };
  }
  const pageUrl = (path: string) => repoPageUrl(owner, name, head.branch, path);
  const rawOrigin = new URL(client.fileUrl(owner, name, head.sha, 'x')).origin;
  const selected = paths.slice(0, options.maxPages);
  const found = selected.length;
  const outcomes = new Map<string, PageOutcome>();
  const outlines = new Map<string, MarkdownOutline>();
  const imagesTried = new Set<string>();
  const rawImages = imageScope({ prefixes: [`${rawOrigin}/`] });
  let readme: ReadmeOutline | undefined;
  const account = (path: string, outcome: PageOutcome): void => {
    outcomes.set(path, outcome);
    run.account(outcome, found);
  };
  const store = async (file: RepoFile, markdown: string, bytes: number): Promise<void> => {
    const { path } = file;
    const url = pageUrl(path);
    let page: PreparedPage;
    try {
      // Rendered in the worker with extraction: the main thread only fetches and writes.
      page = await ctx.extractor.extract({
        url,
        body: markdown,
        format: 'repo-file',
        repoFile: file,
      });
    } catch (error) {
      // One file that cannot be extracted is that file's error, never the repository's.
      if (!outlines.has(path)) outlines.set(path, outlineMarkdown(markdown));
      account(path, failure(url, { message: (error as Error).message }));
      return;
    }
    if (page.outline !== undefined && !outlines.has(path)) outlines.set(path, page.outline);
    const outcome = storePage(ctx, docsetId, known, { url, page, bytes, lang: 'en' });
    if (path === 'README.md') readme = { url, sections: page.sections, length: markdown.length };
    // Only the repository's own images: badges and shields are third-party trackers.
    const images = page.images.filter((image) => image.startsWith(`${rawOrigin}/`));
    if (images.length > 0) {
      run.tally.addBytes(await fetchImages(images, docsetId, imagesTried, rawImages, ctx, options));
    }
    account(path, outcome);
  };
  const stopped = () => run.stopped;
  const waiting = new Map<string, { markdown: string; bytes: number }>();
  const fetchFile = async (path: string): Promise<void> => {
    const url = pageUrl(path);
    const fetched = await ctx.fetcher.fetch({
      url: client.fileUrl(owner, name, head.sha, path),
      inScope: (target) => new URL(target).origin === rawOrigin,
      signal: ctx.signal,
    });
    if (fetched.kind !== 'ok') {
      account(path, fileFailure(url, fetched, known.get(pageKey(url)), ctx));
      return;
    }
    const source = Buffer.from(fetched.body).toString('utf8');
    const markdown = /\.rst$/i.test(path) ? rstToMarkdown(source) : source;
    const bytes = fetched.body.length;
    if (!CITES_OTHERS.test(markdown)) return store({ path, repo: snapshot }, markdown, bytes);
    // Outlined now, without the references it cites: other citing files may need its title.
    outlines.set(path, outlineMarkdown(markdown));
    waiting.set(path, { markdown, bytes });
  };
  await inTurn(selected, options.concurrency, stopped, fetchFile);
  // In tree order, whatever order the files arrived in: the first file to define a label keeps it.
  const refs = createRepoCrossRefs({
    files: snapshot.files,
    sphinxRoots: snapshot.sphinxRoots,
    pageUrl,
  });
  for (const path of selected) {
    const outline = outlines.get(path);
    if (outline !== undefined) refs.add(path, outline);
  }
  const table = refs.table();
  const citing = selected.filter((path) => waiting.has(path));
  await inTurn(citing, options.concurrency, stopped, (path) => {
    const { markdown, bytes } = waiting.get(path)!;
    return store({ path, repo: snapshot, refs: table }, markdown, bytes);
  });
  const ordered = selected.flatMap((path) => outcomes.get(path) ?? []);
  // A run cut short must fetch again next time: the commit is recorded only once all was tried.
  if (!stopped() && !ordered.some((o) => o.kind === 'failed' && o.transient)) {
    writeGithubCommit(
      ctx.cache.db,
      docsetId,
      `${owner}/${name}`,
      head.sha,
      ctx.now().toISOString(),
    );
  }
  const stored = ordered.flatMap((o) =>
    o.kind === 'stored' && o.title !== undefined ? [{ url: o.url, title: o.title }] : [],
  );
  const toc = githubToc(pageUrl(''), stored, readme);
  // A guide crawled with the repository keeps its group; the guide's crawl replaces it if it changed.
  const guides = (readNavTree(ctx.cache.db, docsetId) ?? []).filter(
    (entry) => entry.url !== null && !entry.url.startsWith(pageUrl('')),
  );
  writeNavTree(ctx.cache.db, docsetId, 'github', [...toc, ...guides]);
  return { outcomes: ordered };
}

/** A file the raw host did not deliver: gone (removed when the run completes), or failed. */
function fileFailure(
  url: string,
  fetched: Exclude<FetchResult, { kind: 'ok' }>,
  cached: KnownPage | undefined,
  ctx: MirrorContext,
): PageOutcome {
  switch (fetched.kind) {
    case 'gone':
      return { kind: 'gone', url, status: fetched.status, known: cached };
    case 'error':
      return ctx.signal?.aborted ? { kind: 'cancelled', url } : failure(url, fetched);
    case 'not-modified':
    case 'out-of-scope':
      return failure(url, { message: fetched.kind });
  }
}

/** Runs `each` over `items` in order, `limit` at a time, starting no more once `stopped()`. */
async function inTurn(
  items: readonly string[],
  limit: number,
  stopped: () => boolean,
  each: (item: string) => Promise<void>,
): Promise<void> {
  let next = 0;
  await runPool(limit, () => {
    const item = items[next];
    if (stopped() || item === undefined) return undefined;
    next++;
    return each(item);
  });
}
