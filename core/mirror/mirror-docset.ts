import type { Docset } from '../catalog/docset.ts';
import { loadRobots } from '../fetch/load-robots.ts';
import { parseGithubRepoUrl } from '../sources/github/parse-github-repo-url.ts';
import { readKnownPages } from '../store/read-pages.ts';
import { writeNavTree } from '../store/nav-tree.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { createScope } from '../url/create-scope.ts';
import { CrawlFrontier } from './crawl-frontier.ts';
import { crawlSite, enqueue } from './crawl-site.ts';
import type { CrawlSite } from './crawl-site.ts';
import { loadLlmsTxt } from './load-llms-txt.ts';
import { fetchSymbols } from './fetch-symbols.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { mirrorGithubDocset } from './mirror-github-docset.ts';
import { loadSidebarTree } from './load-sidebar-tree.ts';
import { loadSitemapUrls } from './load-sitemap-urls.ts';
import { probeSoft404 } from './probe-soft-404.ts';
import { RunBook } from './run-book.ts';
import type { DocsetResult } from './sync-event.ts';

/**
 * Mirrors one docset: breadth-first from the entry URL within its scope, conditional requests for
 * pages already cached. Every page is stored in its own transaction, so whatever happens to the
 * run (server dies, Ctrl+C, disk full) the pages cached before stay whole; removals are applied
 * only when the run completes.
 */
export async function mirrorDocset(
  docset: Docset,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<DocsetResult> {
  const { db } = ctx.cache;
  const known = readKnownPages(db, docset.id);
  const book = new RunBook(docset, known, ctx, options);
  const overrides = ctx.overrides.get(docset.id) ?? {};
  const maxPages = overrides.maxPages ?? options.maxPages;
  const entry = canonicalizeUrl(docset.entryUrl);
  if (!entry) return book.finish('failed', `${docset.entryUrl}: not an http(s) URL`);
  book.entry = entry;

  const repo = parseGithubRepoUrl(entry);
  if (repo) {
    return mirrorGithubDocset(docset.id, repo, known, book, ctx, {
      ...options,
      maxPages,
      languages: overrides.languages,
    });
  }
  const scope = createScope(entry, {
    extraPrefixes: overrides.extraPrefixes,
    excludes: overrides.excludes,
  });
  const robots = await loadRobots(new URL(entry).origin, ctx.fetcher, ctx.userAgent);
  if (robots.problem && !robots.isAllowed(entry)) {
    return book.finish('failed', `${new URL(entry).origin}/robots.txt: ${robots.problem}`);
  }
  if (!robots.isAllowed(entry)) return book.finish('failed', `${entry}: disallowed by robots.txt`);

  const llms = await loadLlmsTxt(docset.llmsTxtUrl, entry, scope, ctx);
  const frontier = new CrawlFrontier();
  const site: CrawlSite = {
    docsetId: docset.id,
    known,
    scope,
    robots,
    frontier,
    book,
    maxPages,
    imagesTried: new Set(),
    listed: new Map((llms?.pages ?? []).map((p) => [pageKey(p.url), p])),
    preferTwins: llms?.pages.some((p) => p.twin !== undefined) ?? false,
    soft404: await probeSoft404(scope.prefixes, ctx),
    entry,
    languages: new Set(['en', ...(overrides.languages ?? [])]),
    // The llms.txt sections, when there are some, are the tree; else the entry page's sidebar.
    navFrom: new Set(llms?.nav ? [] : [pageKey(entry)]),
    landedOn: [],
  };
  frontier.add(entry);
  // A re-sync revisits every cached page: unchanged ones answer 304 and give no links to follow.
  for (const page of known.values()) if (page.status === 'ok') frontier.add(page.url);
  // The llms.txt pages, Optional ones too; its sections are the docset's table of contents.
  for (const page of llms?.pages ?? []) enqueue(site, page.url, true);
  if (llms?.nav) writeNavTree(db, docset.id, 'llms.txt', llms.nav);
  const listed = await loadSitemapUrls(robots.sitemaps, scope, ctx, overrides.languages);
  for (const { loc } of listed) enqueue(site, loc);

  await crawlSite(site, ctx, options);
  if (!book.fatal && !ctx.signal?.aborted) {
    const roots = book.firstKept ? [entry, book.firstKept] : [entry];
    for (const url of await fetchSymbols(docset.id, roots, ctx)) enqueue(site, url);
    if (frontier.pending > 0) await crawlSite(site, ctx, options);
    await loadSidebarTree(site, site.landedOn, ctx);
  }
  return book.complete();
}
