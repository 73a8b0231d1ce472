/** What a hit folded under another of its page says: where it is. */
export interface MoreInPage {
  anchor: string;
  heading: string;
}

/**
 * At most `perPage` hits per page, in rank order; the page's further hits are folded into its
 * first as `more` ("3 more in this page"), so one long page can no longer fill the list (7 of the
 * top 9 came from one page before). A section can have more than one row under one anchor (its
 * text resumed after an API entry inside it, split-sections.ts): it is one place to open, so its
 * best row stands for it and the others are dropped.
 */
export function groupByPage<T extends { url: string; anchor: string; heading: string }>(
  hits: readonly T[],
  perPage = 2,
): Array<T & { more?: MoreInPage[] }> {
  const shown: Array<T & { more?: MoreInPage[] }> = [];
  const firstOf = new Map<string, T & { more?: MoreInPage[] }>();
  const count = new Map<string, number>();
  const places = new Set<string>();
  for (const hit of hits) {
    const place = `${hit.url}#${hit.anchor}`;
    if (places.has(place)) continue;
    places.add(place);
    const n = count.get(hit.url) ?? 0;
    count.set(hit.url, n + 1);
    if (n < perPage) {
      const copy = { ...hit };
      shown.push(copy);
      if (n === 0) firstOf.set(hit.url, copy);
      continue;
    }
    const first = firstOf.get(hit.url)!;
    (first.more ??= []).push({ anchor: hit.anchor, heading: hit.heading });
  }
  return shown;
}
