import { slugify } from '../../extract/slugify.ts';
import { ACCEPT } from '../../fetch/accept.ts';
import type { LlmsFullPage } from '../../sources/llms-txt/split-llms-full.ts';
import { splitLlmsFull } from '../../sources/llms-txt/split-llms-full.ts';
import { looksLikeMarkdown } from '../../sources/markdown/looks-like-markdown.ts';
import type { KnownPage } from '../../store/read-pages.ts';
import { canonicalizeUrl, pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl } from '../crawl-source.ts';
import { fingerprintOf, isLlmsFullPiece, llmsFullPieceUrl, pageUrlOf } from './llms-full-piece.ts';
import type { LlmsSource } from '../../sources/llms-txt/load-llms-txt.ts';
import type { RobotsSource } from './robots-source.ts';

/**
 * After the page-by-page crawl, stores what only the site's llms-full.txt has (hidden pages, pages
 * whose own fetch failed): the file linked by llms.txt, else `llms-full.txt` beside it, inside the
 * scope only. Pieces whose page was fetched one by one, or whose words equal a stored page's, are
 * dropped. Pieces stored by an earlier run that the file no longer has are removed like vanished
 * pages. Nothing is looked for without an llms.txt: every request counts.
 */
export async function loadLlmsFull(
  crawl: Crawl,
  llms: LlmsSource | undefined,
  robots: RobotsSource,
): Promise<void> {
  const { reader } = crawl;
  const { known, scope } = crawl.plan;
  if (!llms || crawl.stopped || crawl.full) return;
  const linked = llms.full !== undefined;
  const url = llms.full ?? new URL('llms-full.txt', llms.url).href;
  if (!scope.contains(url)) return;
  const previous = [...known.values()].filter((p) => p.status === 'ok' && isLlmsFullPiece(p.url));
  // No validators: the pieces' rows are the only place to keep them, and a page stored from a
  // piece would then send the file's validators when it is next fetched on its own.
  const result = await reader.fetcher.fetch({
    url,
    inScope: (target) => scope.contains(target),
    accept: ACCEPT.markdown,
    signal: reader.signal,
  });
  if (result.kind === 'error') {
    // A failed probe says nothing; a file the site names (or pieces came from) is a failed page.
    if (linked || previous.length > 0) crawl.failedFile(url, result);
    return;
  }
  if (result.kind === 'out-of-scope' || result.kind === 'not-modified') return;
  let pieces: LlmsFullPage[] = [];
  const titles = new Map<string, string>();
  for (const page of llms.pages) if (!titles.has(page.title)) titles.set(page.title, page.url);
  if (result.kind === 'ok') {
    const text = result.body.toString('utf8');
    // An HTML answer is an app shell's "not found", not a file of pages.
    if (looksLikeMarkdown(text, result.contentType)) {
      pieces = splitLlmsFull(text, result.url, (title) => titles.get(title));
    }
  }
  const fullUrl = canonicalizeUrl(url) ?? url;
  const supplied = await storePieces(crawl, fullUrl, pieces, (t) => titles.get(t), robots);
  if (supplied) removeVanished(crawl, previous, supplied);
}

/** Stores the pieces not fetched one by one; the keys it kept, or undefined if it stopped early. */
async function storePieces(
  crawl: Crawl,
  fullUrl: string,
  pieces: readonly LlmsFullPage[],
  urlForTitle: (title: string) => string | undefined,
  robots: RobotsSource,
): Promise<Set<string> | undefined> {
  const { scope } = crawl.plan;
  const supplied = new Set<string>();
  const slugs = uniqueSlugs(pieces.map((p) => slugify(p.title)));
  let fingerprints: Map<string, string> | undefined;
  for (const [index, piece] of pieces.entries()) {
    if (crawl.stopped) return undefined;
    const own = pageUrlOf(piece.url);
    const named = [own, pageUrlOf(urlForTitle(piece.title))];
    if (named.some((u) => u !== undefined && fetchedOneByOne(crawl, u))) continue;
    // A page of another product (a hub's file) or one the user excluded is not this docset's.
    if (own !== undefined && !(scope.shouldCrawl(own) && robots.allows(own))) continue;
    // Its own URL unless the site says that page is gone: then the text lives on in the file.
    const target =
      own !== undefined && !crawl.facts.hasGone(pageKey(own))
        ? own
        : llmsFullPieceUrl(fullUrl, slugs[index] ?? 'page');
    if (crawl.full) return undefined;
    try {
      const { url, page } = await crawl.prepareMarkdown(target, piece.markdown, piece.title);
      // Two pieces naming one page (a file that repeats a Source line): the first is the page.
      if (supplied.has(pageKey(url)) || (url !== target && fetchedOneByOne(crawl, url))) continue;
      fingerprints ??= storedFingerprints(crawl);
      const twin = fingerprints.get(fingerprintOf(page.sections.map((s) => s.text)));
      if (twin !== undefined && twin !== pageKey(url)) continue;
      const bytes = Buffer.byteLength(piece.markdown);
      const stored = crawl.keep({ url, page, bytes });
      if (stored === undefined) return undefined;
      if (stored.kind !== 'skipped') supplied.add(pageKey(url));
    } catch {
      // A piece that cannot be extracted (over budget, a worker lost) is not kept.
      continue;
    }
  }
  return supplied;
}

/** Kept in this run, or cached and not gone: the page's own copy wins over the file's. */
function fetchedOneByOne(crawl: Crawl, url: string): boolean {
  const key = pageKey(url);
  const { facts } = crawl;
  if (facts.hasKept(key)) return true;
  return crawl.plan.known.get(key)?.status === 'ok' && !facts.hasGone(key);
}

/**
 * What every live page of the docset says, by fingerprint → page key. Earlier pieces are left
 * out (a piece would match its own old row once its title changes) and so are pages gone in this
 * run (their text is what the file now keeps).
 */
function storedFingerprints(crawl: Crawl): Map<string, string> {
  const map = new Map<string, string>();
  for (const { url, texts } of crawl.records.pageTexts()) {
    const key = pageKey(url);
    if (isLlmsFullPiece(url) || crawl.facts.hasGone(key)) continue;
    const fingerprint = fingerprintOf(texts);
    if (!map.has(fingerprint)) map.set(fingerprint, key);
  }
  return map;
}

/** Pieces an earlier run stored that the file has no more (unless now fetched one by one). */
function removeVanished(
  crawl: Crawl,
  previous: readonly KnownPage[],
  supplied: ReadonlySet<string>,
): void {
  for (const page of previous) {
    if (supplied.has(page.key) || crawl.facts.hasKept(page.key)) continue;
    crawl.vanished(page, 'no longer in llms-full.txt');
  }
}

/** Slugs made unique in file order (`setup`, `setup-2`), so each piece keeps its key. */
function uniqueSlugs(slugs: readonly string[]): string[] {
  const used = new Set<string>();
  return slugs.map((slug) => {
    let unique = slug;
    for (let n = 2; used.has(unique); n++) unique = `${slug}-${n}`;
    used.add(unique);
    return unique;
  });
}
