import type { Docset } from '../catalog/docset.ts';
import { loadRobots } from '../fetch/load-robots.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import { versionSegment } from '../sources/versions/version-root.ts';
import { readFetchedAt } from '../store/read-fetched-at.ts';
import { writeSecondaryPages } from '../store/secondary-pages.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import { CrawlFrontier } from './crawl-frontier.ts';
import { crawlSite, enqueue, releaseAwaiting } from './crawl-site.ts';
import type { CrawlSite } from './crawl-site.ts';
import { fetchSymbols } from './fetch-symbols.ts';
import { keepNav } from './keep-nav.ts';
import type { NavRole } from './keep-nav.ts';
import { isLlmsFullPiece } from './llms-full-piece.ts';
import { loadLlmsFull } from './load-llms-full.ts';
import { loadLlmsTxt } from './load-llms-txt.ts';
import { loadSidebarTree } from './load-sidebar-tree.ts';
import { loadSitemapUrls } from './load-sitemap-urls.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import { freshBySitemap } from './fresh-by-sitemap.ts';
import { probeSoft404 } from './probe-soft-404.ts';
import type { RunBook } from './run-book.ts';
import { listVersions } from './listed-versions.ts';
import { seedVersions } from './seed-versions.ts';

export interface WebsiteCrawl {
  docset: Docset;
  entry: string;
  scope: Scope;
  known: ReadonlyMap<string, KnownPage>;
  book: RunBook;
  overrides: DocsetOverrides;
  maxPages: number;
  /** Whether the site's llms.txt or sidebar is the docset's navigation tree or one group of it. */
  nav: NavRole;
  /**
   * Which cached pages this crawl revisits (a repository's files are not for it); if unset, those
   * the scope would crawl. Pages outside it are never asked of a host the docset has left.
   */
  revisits?: (url: string) => boolean;
}

/**
 * Crawls a website breadth-first from its entry within the scope: llms.txt, sitemap and cached
 * pages seed the frontier. Returns an error message when robots.txt shuts the entry out.
 */
export async function crawlWebsite(
  run: WebsiteCrawl,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<string | undefined> {
  const { docset, entry, scope, known, book, overrides } = run;
  const robots = await loadRobots(new URL(entry).origin, ctx.fetcher, ctx.userAgent);
  if (robots.problem && !robots.isAllowed(entry)) {
    return `${new URL(entry).origin}/robots.txt: ${robots.problem}`;
  }
  if (!robots.isAllowed(entry)) return `${entry}: disallowed by robots.txt`;

  const llms = await loadLlmsTxt(docset.llmsTxtUrl, entry, scope, ctx);
  // Its Optional section's pages are mirrored like the others but rank after them; without an
  // llms.txt this run, what an earlier one said stands.
  if (llms) {
    const optional = llms.pages.filter((p) => p.optional).map((p) => pageKey(p.url));
    writeSecondaryPages(ctx.cache.db, docset.id, optional);
  }
  // A repository's files, accounted before its guide is crawled, are pages of this run too.
  const frontier = new CrawlFrontier(book.done);
  const site: CrawlSite = {
    docsetId: docset.id,
    known,
    scope,
    robots,
    frontier,
    book,
    maxPages: run.maxPages,
    imagesTried: new Set(),
    listed: new Map((llms?.pages ?? []).map((p) => [pageKey(p.url), p])),
    preferTwins: llms?.pages.some((p) => p.twin !== undefined) ?? false,
    soft404: await probeSoft404(scope.prefixes, ctx),
    entry,
    languages: new Set(['en', ...(overrides.languages ?? [])]),
    // The llms.txt sections, when there are some, are the tree; else the entry page's sidebar.
    navFrom: new Set(llms?.nav ? [] : [pageKey(entry)]),
    keepNav: keepNav(ctx.cache.db, docset.id, entry, run.nav),
    landedOn: [],
    versions: listVersions(overrides.versions),
    entryTrail: new Set([pageKey(entry)]),
    awaitingRoot: [],
  };
  const listed = await loadSitemapUrls(robots.sitemaps, scope, ctx, overrides.languages);
  const fresh = freshBySitemap(listed, readFetchedAt(ctx.cache.db, docset.id));
  frontier.add(entry);
  // A re-sync revisits every cached page: unchanged ones answer 304 and give no links to follow.
  // Pieces of llms-full.txt have no page to fetch; the file itself is read again below.
  const revisits = run.revisits ?? ((url: string) => scope.shouldCrawl(url));
  for (const page of known.values()) {
    if (page.status !== 'ok' || !revisits(page.url)) continue;
    if (isLlmsFullPiece(page.url)) continue;
    if (fresh.has(page.key) && frontier.keep(page.url)) keepUnchanged(site, page.url);
    else frontier.add(page.url);
  }
  // The llms.txt pages, Optional ones too; its sections are the docset's table of contents.
  for (const page of llms?.pages ?? []) enqueue(site, page.url, true);
  if (llms?.nav) site.keepNav(llms.nav, 'llms.txt');
  // An entry in a version directory filters the sitemap at once; a bare one waits for its landing.
  if (versionSegment(entry)) for (const { loc } of listed) enqueue(site, loc);
  else site.awaitingRoot.push(...listed.map((l) => l.loc));

  await crawlSite(site, ctx, options);
  if (!book.fatal && !ctx.signal?.aborted) {
    // The entry never landed on a kept page (a landing page without content): the first page
    // kept stands for the docs root, as it does for the default version.
    if (book.firstKept) seedVersions(site, site.docsRoot ?? book.firstKept);
    releaseAwaiting(site);
    const roots = book.firstKept ? [entry, book.firstKept] : [entry];
    for (const url of await fetchSymbols(docset.id, roots, ctx)) enqueue(site, url);
    if (frontier.pending > 0) await crawlSite(site, ctx, options);
    // Last: what was fetched one by one must be known before the file's copies are weighed.
    await loadLlmsFull(site, llms, ctx);
    await loadSidebarTree(site, site.landedOn, ctx);
  }
  return undefined;
}

/** A page the sitemap vouches for: counted as unchanged without a request. */
function keepUnchanged(site: CrawlSite, url: string): void {
  const result = { outcome: 'unchanged' as const, url, links: [], images: [], bytes: 0 };
  site.book.account(result, url);
  site.book.emit(result, site.frontier.found);
}
