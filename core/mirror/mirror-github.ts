import { createGithubClient } from '../sources/github/create-github-client.ts';
import { createHttpGithubFetch } from '../sources/github/create-http-github-fetch.ts';
import type { GithubRepo } from '../sources/github/parse-github-repo-url.ts';
import { repoPageUrl } from '../sources/github/repo-page-url.ts';
import { resolveRepoLink } from '../sources/github/resolve-repo-link.ts';
import type { RepoRef } from '../sources/github/resolve-repo-link.ts';
import { rstToMarkdown } from '../sources/github/rst-to-markdown.ts';
import { selectRepoDocs } from '../sources/github/select-repo-docs.ts';
import { renderMarkdown } from '../sources/markdown/render-markdown.ts';
import { readGithubCommit, writeGithubCommit } from '../store/github-commit.ts';
import { readNavTree, writeNavTree } from '../store/nav-tree.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { fetchImages } from './fetch-images.ts';
import { githubToc } from './github-toc.ts';
import type { ReadmeOutline } from './github-toc.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageResult } from './process-page.ts';
import { storePrepared } from './store-prepared.ts';

export interface GithubRunResult {
  /** Page outcomes, in tree order; empty when the commit did not change. */
  results: PageResult[];
  /** Set when nothing could be mirrored (rate limit, unknown repository). */
  error?: string;
  unchangedCommit?: boolean;
}

/**
 * Mirrors a repository's documentation at the default branch's head commit: two API requests to
 * resolve it, one tree listing, then each selected file from the raw host pinned to the SHA. An
 * unchanged commit stops after the first two requests.
 */
export async function mirrorGithub(
  docsetId: string,
  repo: GithubRepo,
  known: ReadonlyMap<string, KnownPage>,
  ctx: MirrorContext,
  options: MirrorOptions & { languages?: string[] },
): Promise<GithubRunResult> {
  const client = createGithubClient({
    fetcher: createHttpGithubFetch({ userAgent: ctx.userAgent }),
    apiBase: ctx.github.apiBaseUrl,
    rawBase: ctx.github.rawBaseUrl,
    token: ctx.github.token,
  });
  const { owner, repo: name } = repo;
  let head: { branch: string; sha: string };
  let paths: string[];
  try {
    head = await client.defaultBranchCommit(owner, name);
    if (readGithubCommit(ctx.cache.db, docsetId) === head.sha) {
      return { results: [], unchangedCommit: true };
    }
    const tree = await client.listTree(owner, name, head.sha);
    paths = selectRepoDocs(tree.entries, { languages: options.languages });
  } catch (error) {
    return { results: [], error: (error as Error).message };
  }
  const ref: RepoRef = { owner, repo: name, ref: head.branch };
  const files = new Set(paths);
  const pageUrl = (path: string) => repoPageUrl(owner, name, head.branch, path);
  const rawOrigin = new URL(client.fileUrl(owner, name, head.sha, 'x')).origin;
  const results: PageResult[] = [];
  const imagesTried = new Set<string>();
  let readme: ReadmeOutline | undefined;
  for (const path of paths.slice(0, options.maxPages)) {
    if (ctx.signal?.aborted) break;
    const rawUrl = client.fileUrl(owner, name, head.sha, path);
    const url = pageUrl(path);
    const fetched = await ctx.fetcher.fetch({
      url: rawUrl,
      inScope: (target) => new URL(target).origin === rawOrigin,
      signal: ctx.signal,
    });
    if (fetched.kind !== 'ok') {
      const gone = fetched.kind === 'gone';
      results.push({
        outcome: gone ? 'gone' : 'failed',
        url,
        status: 'status' in fetched ? fetched.status : undefined,
        message: fetched.kind === 'error' ? fetched.message : fetched.kind,
        transient: fetched.kind === 'error' && fetched.transient === true,
        links: [],
        images: [],
        bytes: 0,
        known: known.get(pageKey(url)),
      });
      continue;
    }
    const source = Buffer.from(fetched.body).toString('utf8');
    const markdown = /\.rst$/i.test(path) ? rstToMarkdown(source) : source;
    const html = renderMarkdown(markdown, {
      pageUrl: url,
      resolveLink: (href) => {
        const link = resolveRepoLink(href, path, files, ref);
        if (link.kind === 'external') return link.url;
        return link.fragment ? `${pageUrl(link.path)}#${link.fragment}` : pageUrl(link.path);
      },
      resolveImage: (src) => {
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return src;
        const link = resolveRepoLink(src, path, new Set(), ref);
        const target = link.kind === 'page' ? link.path : repoPathOf(link.url, ref);
        return target === undefined ? undefined : client.fileUrl(owner, name, head.sha, target);
      },
    });
    const page = await ctx.extractor.extract({
      url,
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><article>${html}</article></body></html>`,
    });
    const result = storePrepared(ctx, docsetId, known, url, page, {
      bytes: fetched.body.length,
      lang: 'en',
    });
    results.push(result);
    if (path === 'README.md') readme = { url, sections: page.sections, length: markdown.length };
    // Only the repository's own images: badges and shields are third-party trackers.
    const images = page.images.filter((image) => image.startsWith(`${rawOrigin}/`));
    if (images.length > 0) await fetchImages(images, docsetId, imagesTried, ctx, options);
  }
  if (!results.some((r) => r.transient)) {
    writeGithubCommit(
      ctx.cache.db,
      docsetId,
      `${owner}/${name}`,
      head.sha,
      ctx.now().toISOString(),
    );
  }
  const stored = results.filter((r) => r.title !== undefined);
  const toc = githubToc(
    pageUrl(''),
    stored.map((r) => ({ url: r.url, title: r.title! })),
    readme,
  );
  // A guide crawled with the repository keeps its group; the guide's crawl replaces it if it changed.
  const guides = (readNavTree(ctx.cache.db, docsetId) ?? []).filter(
    (entry) => entry.url !== null && !entry.url.startsWith(pageUrl('')),
  );
  writeNavTree(ctx.cache.db, docsetId, 'github', [...toc, ...guides]);
  return { results };
}

/** The repository path of a github.com blob URL resolveRepoLink made for an unmirrored file. */
function repoPathOf(url: string, ref: RepoRef): string | undefined {
  const prefix = `https://github.com/${ref.owner}/${ref.repo}/blob/${ref.ref}/`;
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : undefined;
}
