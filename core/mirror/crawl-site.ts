import type { PreparedPage } from '../extract/prepare-page.ts';
import { extractNavTree } from '../extract/extract-nav-tree.ts';
import type { Robots } from '../fetch/load-robots.ts';
import type { KnownPage } from '../store/read-pages.ts';
import type { Soft404Detector } from '../sources/soft-404/create-soft-404-detector.ts';
import { detectLanguage } from '../sources/versions/detect-language.ts';
import { isLlmsTxtUrl } from '../sources/llms-txt/filter-to-scope.ts';
import { twinCandidates } from '../sources/markdown/twin-candidates.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { CrawlFrontier } from './crawl-frontier.ts';
import { fetchImages } from './fetch-images.ts';
import type { KeepNav } from './keep-nav.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { LlmsPage } from './load-llms-txt.ts';
import type { PageResult } from './process-page.ts';
import { processPage } from './process-page.ts';
import { processTwin } from './process-twin.ts';
import { isOtherVersion } from './other-version.ts';
import type { ListedVersions } from './listed-versions.ts';
import { nameVersionFailure } from './listed-versions.ts';
import type { RunBook } from './run-book.ts';
import { runPool } from './run-pool.ts';
import { seedVersions, trackDocsRoot } from './seed-versions.ts';

export interface CrawlSite {
  docsetId: string;
  known: ReadonlyMap<string, KnownPage>;
  scope: Scope;
  robots: Robots;
  frontier: CrawlFrontier;
  book: RunBook;
  maxPages: number;
  imagesTried: Set<string>;
  /** Pages an llms.txt listed, by page key: their twin and title. */
  listed: ReadonlyMap<string, LlmsPage>;
  /** The llms.txt linked Markdown twins: try a twin for every page before its HTML. */
  preferTwins: boolean;
  /** Knows what each host answers for a missing page (probed before the crawl). */
  soft404?: Soft404Detector;
  /** The entry URL: its version stands for the docset's until a page is kept. */
  entry: string;
  /** Languages mirrored: English and whatever the overrides opt into. */
  languages: ReadonlySet<string>;
  /**
   * Page keys whose sidebar becomes the navigation tree: the entry, then where its meta refresh
   * leads. Emptied once a tree is stored (or llms.txt gave one): the tree is built once per run.
   */
  navFrom: Set<string>;
  /** Stores the tree once found: as the docset's, or as its guide's group. */
  keepNav: KeepNav;
  /** Where the entry's redirects landed on pages fetched already: sidebar candidates after the run. */
  landedOn: string[];
  /** Further pages whose sidebar is tried when the entry had none (a landing page). */
  sidebarTries?: number;
  /** Versions the overrides list besides the docs root's own. */
  versions?: ListedVersions;
  /** Page keys on the way from the entry to the docs root: the entry, then meta refresh targets. */
  entryTrail: Set<string>;
  /** Where the entry landed, once it did: the listed versions' roots are derived from it. */
  docsRoot?: string;
  /**
   * Sitemap URLs waiting for the docs root. A bare entry's sitemap lists every version (Read the
   * Docs' does), and which of them are other versions is known only once the entry has landed.
   */
  awaitingRoot: string[];
}

/** How many pages after a sidebar-less entry are looked at: few, the tree is not built per page. */
const SIDEBAR_TRIES = 5;

/**
 * Queues a URL when it is inside the scope and robots.txt allows it. Links found in pages must
 * also stay in the docset's version and languages: a version switcher leads to a whole copy of
 * the site per release, a language menu to one per translation.
 */
export function enqueue(site: CrawlSite, url: string, listed = false): void {
  // llms.txt files inside pages (Fern serves one at every path) would walk whole hosts.
  if (isLlmsTxtUrl(url)) return;
  const target = canonicalizeUrl(url);
  if (!target) return;
  if (!listed) {
    // The version of the docs root a redirect led to, not of a bare entry like `/nemo-framework/`.
    // With versions listed, a listed version's page may be kept first (a re-sync revisits them
    // all), so only the entry's own landing counts as the root.
    const { versions } = site;
    const root = site.docsRoot ?? (versions ? site.entry : (site.book.firstKept ?? site.entry));
    if (isOtherVersion(target, root, versions?.labels)) return;
    if (!site.languages.has(detectLanguage(target))) return;
  }
  if (site.scope.shouldCrawl(target) && site.robots.isAllowed(target)) {
    site.frontier.add(target);
  }
}

/**
 * Drains the frontier with a pool of page tasks until it is empty, the page cap is reached, the
 * run is cancelled or a fatal error stops it. Links found on pages are queued as they come.
 */
export async function crawlSite(
  site: CrawlSite,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<void> {
  const { book, frontier } = site;
  const handle = async (url: string): Promise<void> => {
    const result = await fetchPage(site, url, ctx, options);
    if (site.versions) nameVersionFailure(site.versions, url, result);
    // The entry redirected to a page the crawl had queued already: its sidebar is the one.
    if (result.duplicateOf && site.navFrom.has(pageKey(url))) {
      site.navFrom.add(pageKey(result.duplicateOf));
      site.landedOn.push(result.duplicateOf);
    }
    book.account(result, url);
    // The root first: the entry page's own links are filtered by the version it landed in.
    const landed = trackDocsRoot(site, url, result);
    for (const link of result.links) enqueue(site, link);
    if (landed) {
      seedVersions(site, site.docsRoot!);
      releaseAwaiting(site);
    }
    if (result.images.length > 0) {
      book.bytes += await fetchImages(result.images, site.docsetId, site.imagesTried, ctx, options);
    }
    book.emit(result, frontier.found);
  };
  try {
    await runPool(options.concurrency, () => {
      if (book.fatal || ctx.signal?.aborted || book.kept >= site.maxPages) return undefined;
      const url = frontier.take();
      return url === undefined ? undefined : handle(url);
    });
  } catch (error) {
    // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
    book.fatal = `cache write failed: ${(error as Error).message}`;
  }
}

/** Queues the sitemap URLs that waited for the docs root (or for the crawl's end without one). */
export function releaseAwaiting(site: CrawlSite): void {
  for (const url of site.awaitingRoot.splice(0)) enqueue(site, url);
}

/** A page from its Markdown twin when the site offers one, else from its HTML. */
async function fetchPage(
  site: CrawlSite,
  url: string,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<PageResult> {
  const listed = site.listed.get(pageKey(url));
  const twin = listed?.twin ?? (site.preferTwins ? twinCandidates(url)[0] : undefined);
  if (twin) {
    const { docsetId, known, scope } = site;
    const result = await processTwin(url, twin, docsetId, known, scope, ctx, listed?.title);
    if (result) return result;
  }
  return processPage(
    url,
    site.docsetId,
    site.known,
    site.scope,
    (u) => site.frontier.claim(u),
    ctx,
    options,
    site.soft404,
    // Checked when the page arrives: the entry's redirect may name it while it is in flight.
    (final, page, html) => {
      const { navFrom, sidebarTries = 0, entryTrail } = site;
      if (page.refreshUrl && entryTrail.has(pageKey(url))) {
        const next = canonicalizeUrl(page.refreshUrl);
        if (next) entryTrail.add(pageKey(next));
      }
      if (
        navFrom.has(pageKey(url)) ||
        navFrom.has(pageKey(final)) ||
        (navFrom.size > 0 && sidebarTries > 0)
      ) {
        storeSidebar(site, ctx, final, page, html);
      }
    },
  );
}

/** The entry page's sidebar as the docset's navigation tree; a meta refresh passes the turn on. */
function storeSidebar(
  site: CrawlSite,
  ctx: MirrorContext,
  pageUrl: string,
  page: PreparedPage,
  html: () => string,
): void {
  if (page.refreshUrl) {
    const next = canonicalizeUrl(page.refreshUrl);
    if (next) site.navFrom.add(pageKey(next));
    return;
  }
  const tree = extractNavTree(html(), pageUrl, page.generator, (u) => site.scope.shouldCrawl(u));
  if (tree.length === 0) {
    // A landing page without a sidebar (Colossal-AI's home): its docs pages carry the tree.
    site.sidebarTries = site.sidebarTries === undefined ? SIDEBAR_TRIES : site.sidebarTries - 1;
    return;
  }
  site.keepNav(tree, 'sidebar', page.title);
  site.navFrom.clear();
}
