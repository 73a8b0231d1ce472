/** One result as the judge sees it: a page path inside the site and an anchor ('' = top). */
export interface RankedHit {
  path: string;
  anchor: string;
}

export interface QueryOutcome {
  /** 1-based rank of the first acceptable page in the top 10, or 0. */
  rank: number;
  /** Whether the first result is an accepted section itself, not only the right page. */
  sectionAtTop: boolean;
  /** Distinct pages among the first 10 results. */
  distinctPages: number;
}

/**
 * Judges one result list against the accepted answers. A page counts when its path is accepted
 * (with or without an anchor); the section counts when the anchor is the accepted one, or, for
 * an answer that is a whole page, the top of that page. `sameSection` maps an anchor to the
 * section it stands for (Sphinx puts label ids beside a section's own id).
 */
export function scoreQuery(
  hits: readonly RankedHit[],
  accept: readonly string[],
  sameSection: (path: string, anchor: string) => string,
): QueryOutcome {
  const pages = new Set(accept.map((a) => a.split('#')[0]!));
  const sections = new Set(
    accept.map((a) => {
      const [path, anchor = ''] = a.split('#');
      return `${path}#${sameSection(path!, anchor)}`;
    }),
  );
  const top = hits.slice(0, 10);
  const index = top.findIndex((h) => pages.has(h.path));
  const first = top[0];
  return {
    rank: index + 1,
    sectionAtTop:
      first !== undefined && sections.has(`${first.path}#${sameSection(first.path, first.anchor)}`),
    distinctPages: new Set(top.map((h) => h.path)).size,
  };
}

export interface Summary {
  queries: number;
  top1: number;
  top3: number;
  mrr10: number;
  sectionTop1: number;
  /** Mean distinct pages in the top 10. */
  distinctPages10: number;
}

export function summarize(outcomes: readonly QueryOutcome[]): Summary {
  const n = outcomes.length || 1;
  const share = (test: (o: QueryOutcome) => boolean) => outcomes.filter(test).length / n;
  return {
    queries: outcomes.length,
    top1: share((o) => o.rank === 1),
    top3: share((o) => o.rank >= 1 && o.rank <= 3),
    mrr10: outcomes.reduce((sum, o) => sum + (o.rank > 0 ? 1 / o.rank : 0), 0) / n,
    sectionTop1: share((o) => o.sectionAtTop),
    distinctPages10: outcomes.reduce((sum, o) => sum + o.distinctPages, 0) / n,
  };
}
