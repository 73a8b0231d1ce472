import { slugify } from '../../extract/slugify.ts';
import type { LlmsFullPage } from '../../sources/llms-txt/split-llms-full.ts';
import { splitLlmsFull } from '../../sources/llms-txt/split-llms-full.ts';
import { looksLikeMarkdown } from '../../sources/markdown/looks-like-markdown.ts';
import { readPageTexts } from '../../store/read-page-texts.ts';
import type { KnownPage } from '../../store/read-pages.ts';
import { canonicalizeUrl, pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl } from '../crawl-source.ts';
import type { PageOutcome } from '../page-outcome.ts';
import { failure } from '../page-outcome.ts';
import { prepareMarkdown } from '../prepare-markdown.ts';
import { storePage } from '../store-page.ts';
import { fingerprintOf, isLlmsFullPiece, llmsFullPieceUrl, pageUrlOf } from './llms-full-piece.ts';
import type { LlmsSource } from './load-llms-txt.ts';
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
  const { ctx } = crawl;
  const { known, scope } = crawl.plan;
  if (!llms || crawl.run.stopped || crawl.full) return;
  const linked = llms.full !== undefined;
  const url = llms.full ?? new URL('llms-full.txt', llms.url).href;
  if (!scope.contains(url)) return;
  const previous = [...known.values()].filter((p) => p.status === 'ok' && isLlmsFullPiece(p.url));
  // No validators: the pieces' rows are the only place to keep them, and a page stored from a
  // piece would then send the file's validators when it is next fetched on its own.
  const result = await ctx.fetcher.fetch({
    url,
    inScope: (target) => scope.contains(target),
    accept: 'text/markdown,text/plain;q=0.9,*/*;q=0.1',
    signal: ctx.signal,
  });
  if (result.kind === 'error') {
    // A failed probe says nothing; a file the site names (or pieces came from) is a failed page.
    if (linked || previous.length > 0) account(crawl, failure(url, result));
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
  const { ctx, run } = crawl;
  const { known, scope, docset } = crawl.plan;
  const supplied = new Set<string>();
  const slugs = uniqueSlugs(pieces.map((p) => slugify(p.title)));
  let fingerprints: Map<string, string> | undefined;
  for (const [index, piece] of pieces.entries()) {
    if (run.stopped) return undefined;
    const own = pageUrlOf(piece.url);
    const named = [own, pageUrlOf(urlForTitle(piece.title))];
    if (named.some((u) => u !== undefined && fetchedOneByOne(crawl, u))) continue;
    // A page of another product (a hub's file) or one the user excluded is not this docset's.
    if (own !== undefined && !(scope.shouldCrawl(own) && robots.allows(own))) continue;
    // Its own URL unless the site says that page is gone: then the text lives on in the file.
    const target =
      own !== undefined && !run.tally.hasGone(pageKey(own))
        ? own
        : llmsFullPieceUrl(fullUrl, slugs[index] ?? 'page');
    if (crawl.full) return undefined;
    try {
      const { url, page } = await prepareMarkdown(target, piece.markdown, scope, ctx, piece.title);
      // Two pieces naming one page (a file that repeats a Source line): the first is the page.
      if (supplied.has(pageKey(url)) || (url !== target && fetchedOneByOne(crawl, url))) continue;
      fingerprints ??= storedFingerprints(crawl);
      const twin = fingerprints.get(fingerprintOf(page.sections.map((s) => s.text)));
      if (twin !== undefined && twin !== pageKey(url)) continue;
      const bytes = Buffer.byteLength(piece.markdown);
      const stored = storePage(ctx, docset.id, known, { url, page, bytes });
      if (stored.kind !== 'skipped') supplied.add(pageKey(url));
      account(crawl, stored);
    } catch (error) {
      // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
      run.tally.stop(`cache write failed: ${(error as Error).message}`);
      return undefined;
    }
  }
  return supplied;
}

/** Kept in this run, or cached and not gone: the page's own copy wins over the file's. */
function fetchedOneByOne(crawl: Crawl, url: string): boolean {
  const key = pageKey(url);
  const { tally } = crawl.run;
  if (tally.hasKept(key)) return true;
  return crawl.plan.known.get(key)?.status === 'ok' && !tally.hasGone(key);
}

/**
 * What every live page of the docset says, by fingerprint → page key. Earlier pieces are left
 * out (a piece would match its own old row once its title changes) and so are pages gone in this
 * run (their text is what the file now keeps).
 */
function storedFingerprints(crawl: Crawl): Map<string, string> {
  const map = new Map<string, string>();
  for (const { url, texts } of readPageTexts(crawl.ctx.cache.db, crawl.plan.docset.id)) {
    const key = pageKey(url);
    if (isLlmsFullPiece(url) || crawl.run.tally.hasGone(key)) continue;
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
    if (supplied.has(page.key) || crawl.run.tally.hasKept(page.key)) continue;
    const message = 'no longer in llms-full.txt';
    account(crawl, { kind: 'gone', url: page.url, status: 404, message, known: page });
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

/** Pieces count like pages: in the summary, the page cap and the progress events. */
function account(crawl: Crawl, outcome: PageOutcome): void {
  crawl.run.account(outcome, crawl.found);
}
