/** What a tie between two sections is decided by. */
export interface TiedSection {
  score: number;
  /** Tier and heading rules (search-cache.ts's rankOf): only hits of one rank are compared. */
  rank: number;
  heading: string;
  url: string;
  anchor: string;
}

/**
 * Orders each run of equal bm25 scores, which otherwise came in rowid order: the order pages were
 * crawled in, which changes from one sync to the next ("Generator expressions and list
 * comprehensions" and "5.1.3. List Comprehensions" score exactly alike for "list comprehension",
 * and each came first in about half the syncs). The heading with fewer words says more nearly
 * just what was asked; then the URL, so the order no longer depends on the crawl. Only runs of
 * adjacent hits with the same score and rank move; everything else keeps its place.
 */
export function breakScoreTies<T extends TiedSection>(ranked: readonly T[]): T[] {
  const out: T[] = [];
  for (let start = 0; start < ranked.length;) {
    let end = start + 1;
    const first = ranked[start]!;
    while (
      end < ranked.length &&
      ranked[end]!.score === first.score &&
      ranked[end]!.rank === first.rank
    ) {
      end++;
    }
    out.push(...ranked.slice(start, end).sort(byHeadingThenUrl));
    start = end;
  }
  return out;
}

function byHeadingThenUrl(a: TiedSection, b: TiedSection): number {
  return (
    headingWords(a.heading) - headingWords(b.heading) ||
    compare(a.url, b.url) ||
    compare(a.anchor, b.anchor)
  );
}

/** Words of a heading, its section number ("5.1.3.") not counted. */
function headingWords(heading: string): number {
  return heading.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
