/** Enough for every distinct link of a large docset; past it the memo starts over. */
const DEFAULT_LIMIT = 50_000;

/**
 * A pure string function remembered per argument. Every page of a docs site repeats the same
 * sidebar: on real Sphinx sites a page has ~190 links and under a fifth of all links are distinct,
 * and each took several URL parses (canonicalise, scope, page key, frontier). Bounded, and
 * emptied whole rather than LRU, so memory stays flat in a long-running app for almost no cost.
 */
export function memoizeUrl<T>(
  fn: (url: string) => T,
  limit: number = DEFAULT_LIMIT,
): (url: string) => T {
  let memo = new Map<string, T>();
  return (url) => {
    const hit = memo.get(url);
    if (hit !== undefined || memo.has(url)) return hit as T;
    const value = fn(url);
    if (memo.size >= limit) memo = new Map();
    memo.set(url, value);
    return value;
  };
}
