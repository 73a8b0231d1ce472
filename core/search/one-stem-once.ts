/**
 * The terms with one of each stem: the index stems words (porter), so "row" and "rows", "key"
 * and "keyed", "computed" and "computations" find the same sections, and counting both weighed
 * one word twice ("CSV rows … the header row" ranked `Sniffer.has_header` over `DictReader`).
 * Two terms are one when they begin alike, hold as many sections, and every section holding one
 * holds the other; the first typed is kept. Counts at `cap` were cut short and tell nothing.
 */
export function oneStemOnce<T extends { term: string; match: string; df: number }>(
  terms: readonly T[],
  dfOf: (match: string) => number,
  cap: number,
): T[] {
  const kept: T[] = [];
  for (const t of terms) {
    const same = kept.some(
      (k) =>
        k.df === t.df &&
        t.df < cap &&
        sharedPrefix(k.term, t.term) >= Math.min(4, k.term.length, t.term.length) &&
        dfOf(`${k.match} AND ${t.match}`) === t.df,
    );
    if (!same) kept.push(t);
  }
  return kept;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
