import { normalizeForDedupe } from '../../sources/llms-txt/normalize-for-dedupe.ts';
import { pageOfTwin } from '../../sources/markdown/page-of-twin.ts';
import { canonicalizeUrl } from '../../url/canonicalize-url.ts';

const PIECE_PARAM = 'page';

/**
 * Where a piece of llms-full.txt with no page of its own is stored: the file's URL with a `page`
 * query naming the piece by its title's slug (`…/llms-full.txt?page=benchmarks-internal`). A
 * query, not a fragment: page keys drop fragments (every piece would share one row) and the reader
 * appends `#anchor` to a page URL for deep links. "Open original" then opens the file that holds
 * the text, and a table of contents built from URLs shows each piece as one entry under its own
 * title. The slug depends only on the file, so a re-sync finds the same row again.
 */
export function llmsFullPieceUrl(fullUrl: string, slug: string): string {
  const url = new URL(fullUrl);
  url.hash = '';
  url.search = `?${PIECE_PARAM}=${encodeURIComponent(slug)}`;
  return canonicalizeUrl(url.href) ?? url.href;
}

/**
 * Whether a stored URL is such a piece. The URL is the mark of origin: these rows cannot be
 * fetched one by one, so a re-sync never revisits them; only the next llms-full.txt keeps them
 * or lets them go.
 */
export function isLlmsFullPiece(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /\/llms-full\.txt$/i.test(parsed.pathname) && parsed.searchParams.has(PIECE_PARAM);
  } catch {
    return false;
  }
}

/** The HTML page a piece names (its `Source:` line may point at a `.md` twin). */
export function pageUrlOf(url: string | undefined): string | undefined {
  return url === undefined ? undefined : (canonicalizeUrl(pageOfTwin(url)) ?? undefined);
}

/**
 * What a page says, in words: section texts compared across sources, so a piece equals the page
 * fetched one by one even when llms-full.txt and llms.txt title it differently.
 */
export function fingerprintOf(texts: readonly string[]): string {
  return normalizeForDedupe(texts.join('\n'));
}
