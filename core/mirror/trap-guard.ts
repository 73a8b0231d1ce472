/** Limits in the manner of Heritrix (maxPathDepth, maxRepetitions) and Scrapy's depth limit. */
export interface TrapLimits {
  /** Distinct URLs one counting pattern may add (`/cal/N/N`, `/list?page=*`). */
  maxPerPattern: number;
  maxPathSegments: number;
  /** The same segment, consecutively (`/a/a/a/`: a relative-link loop). */
  maxRepeats: number;
  /**
   * The same segment anywhere in one path (`/loop/x/y/x/y/x/`: a loop whose relative links
   * alternate, which no run of equal segments shows). Docs paths name a segment twice at most.
   */
  maxOccurrences: number;
  maxUrlLength: number;
}

export const defaultTrapLimits: TrapLimits = {
  maxPerPattern: 1000,
  maxPathSegments: 20,
  maxRepeats: 2,
  maxOccurrences: 3,
  maxUrlLength: 2083,
};

/** One rule the crawl cut, and how many distinct URLs it kept out. */
export interface TrapCut {
  pattern: string;
  skipped: number;
}

/**
 * Recognises crawler traps by the shape of the URLs a site links to, without fetching them: an
 * infinite calendar (`/cal/2024/01` → next month, forever) or an ever-changing query is one
 * pattern with numbers or query values wildcarded, and is cut once that pattern has added
 * `maxPerPattern` URLs; a path far deeper than any docs site's, a segment repeating or recurring
 * (a relative-link loop) or an overlong URL is cut at once. Pure: counts what it is asked,
 * decides, reports.
 */
export class TrapGuard {
  readonly #limits: TrapLimits;
  readonly #counts = new Map<string, number>();
  readonly #cuts = new Map<string, number>();

  constructor(limits: Partial<TrapLimits> = {}) {
    this.#limits = { ...defaultTrapLimits, ...limits };
  }

  /** Whether a URL not seen before may be queued; every refusal is counted under its rule. */
  admits(href: string): boolean {
    const rule = this.#ruleFor(href);
    if (rule === undefined) return true;
    this.#cuts.set(rule, (this.#cuts.get(rule) ?? 0) + 1);
    return false;
  }

  /** The rules that cut something, most URLs first. */
  cuts(): TrapCut[] {
    return [...this.#cuts]
      .map(([pattern, skipped]) => ({ pattern, skipped }))
      .sort((a, b) => b.skipped - a.skipped);
  }

  #ruleFor(href: string): string | undefined {
    const limits = this.#limits;
    if (href.length > limits.maxUrlLength)
      return `URLs longer than ${limits.maxUrlLength} characters`;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return undefined;
    }
    const segments = url.pathname.split('/').filter((s) => s !== '');
    if (segments.length > limits.maxPathSegments) {
      return `paths deeper than ${limits.maxPathSegments} segments`;
    }
    for (let i = limits.maxRepeats; i < segments.length; i++) {
      const run = segments.slice(i - limits.maxRepeats, i + 1);
      if (run.every((s) => s === run[0])) {
        return `a path segment repeated more than ${limits.maxRepeats} times (${run[0]})`;
      }
    }
    const looping = mostFrequent(segments, limits.maxOccurrences);
    if (looping !== undefined) {
      return `a path segment more than ${limits.maxOccurrences} times (${looping})`;
    }
    const pattern = countingPattern(url);
    if (pattern === undefined) return undefined;
    const count = this.#counts.get(pattern) ?? 0;
    if (count >= limits.maxPerPattern) return pattern;
    this.#counts.set(pattern, count + 1);
    return undefined;
  }
}

/**
 * A URL with its numbers as `N` and its query values as `*`; undefined when it has neither, as
 * such a URL is its own pattern and cannot count up.
 */
function countingPattern(url: URL): string | undefined {
  const keys = [...new Set(url.searchParams.keys())].sort();
  const path = url.pathname.replace(/\d+/g, 'N');
  if (path === url.pathname && keys.length === 0) return undefined;
  const query = keys.length > 0 ? `?${keys.map((k) => `${k}=*`).join('&')}` : '';
  return `${url.origin}${path}${query}`;
}

/** The first segment that occurs more than `limit` times in the path, if one does. */
function mostFrequent(segments: readonly string[], limit: number): string | undefined {
  const counts = new Map<string, number>();
  for (const segment of segments) {
    const count = (counts.get(segment) ?? 0) + 1;
    if (count > limit) return segment;
    counts.set(segment, count);
  }
  return undefined;
}
