import { isSpecialHost } from '../url/is-special-address.ts';
import robotsParserExport from 'robots-parser';
import type { FetchResult, Fetcher } from './fetch-result.ts';

interface ParsedRobots {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
  getCrawlDelay(userAgent?: string): number | undefined;
  getSitemaps(): string[];
}

/**
 * robots-parser is CommonJS, and its typings declare an ESM default export that NodeNext resolves
 * to the module object rather than the function; at run time the default import is the function
 * itself. A static import, not createRequire: the CLI bundle inlines it, so a portable release,
 * which ships no node_modules but better-sqlite3, still has it.
 */
const robotsParser = robotsParserExport as unknown as (
  url: string,
  contents: string,
) => ParsedRobots;

export interface Robots {
  /** Only URLs of this origin can be allowed: a mix-up of origins must not skip a site's rules. */
  isAllowed(url: string): boolean;
  /** Crawl-delay for our user agent, capped at 60 s. */
  crawlDelayMs?: number;
  sitemaps: string[];
  /** Why the site's own rules are not in force (robots.txt unreachable): everything is disallowed. */
  problem?: string;
  /** The host gave no HTTP answer at all (DNS, refused, timed out): offline, or a host gone. */
  unreachable?: boolean;
  /** Something worth telling the user that changes nothing here (e.g. a capped Crawl-delay). */
  warning?: string;
}

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; the rest may be ignored. */
const MAX_PARSED_BYTES = 500 * 1024;
/** Crawl-delay is honoured up to 60 s; longer would stall a sync for hours. */
const MAX_CRAWL_DELAY_MS = 60_000;

/** Fetches and parses `origin`'s robots.txt with the RFC 9309 rules for missing or broken files. */
export async function loadRobots(
  origin: string,
  fetcher: Fetcher,
  userAgent: string,
): Promise<Robots> {
  const url = new URL('/robots.txt', origin).href;
  // RFC 9309 §2.3.1.2: follow redirects, even to another host; the rules still apply to `origin`.
  // Not to a loopback, private or link-local address, though, unless the site itself is on one:
  // a redirect is the server's choice, and the metadata address is no robots.txt.
  const home = new URL(origin).host;
  const inScope = (target: string): boolean => {
    const { host, hostname } = new URL(target);
    return host === home || !isSpecialHost(hostname);
  };
  const result = await fetcher.fetch({ url, inScope, accept: 'text/plain' });
  if (result.kind === 'ok') return parseRobots(url, truncate(result.body), userAgent);
  if (isUnavailable(result)) return { isAllowed: () => true, sitemaps: [] };
  const reason =
    result.kind === 'error'
      ? result.message
      : result.kind === 'out-of-scope'
        ? `redirects to ${result.location}, a private or special address`
        : result.kind;
  const unreachable =
    result.kind === 'error' && result.status === undefined && result.transient === true;
  return {
    isAllowed: () => false,
    sitemaps: [],
    problem: `${url} could not be read (${reason}); nothing on ${new URL(url).host} is fetched until the next sync`,
    unreachable,
  };
}

/**
 * RFC 9309 §2.3.1.3: a 4xx means "no rules", so everything is allowed. 429 is the exception (as
 * at Google): the server is overloaded, which is §2.3.1.4 "unreachable" and disallows everything.
 */
function isUnavailable(result: FetchResult): boolean {
  if (result.kind === 'gone') return true;
  return (
    result.kind === 'error' &&
    result.status !== undefined &&
    result.status >= 400 &&
    result.status < 500 &&
    result.status !== 429
  );
}

function parseRobots(url: string, text: string, userAgent: string): Robots {
  const parsed = robotsParser(url, text);
  const robots: Robots = {
    isAllowed: (target) => parsed.isAllowed(target, userAgent) ?? false,
    sitemaps: absoluteUrls(parsed.getSitemaps(), url),
  };
  const delaySeconds = parsed.getCrawlDelay(userAgent);
  if (delaySeconds !== undefined && Number.isFinite(delaySeconds) && delaySeconds > 0) {
    const delayMs = Math.round(delaySeconds * 1000);
    robots.crawlDelayMs = Math.min(delayMs, MAX_CRAWL_DELAY_MS);
    if (delayMs > MAX_CRAWL_DELAY_MS) {
      robots.warning = `Crawl-delay of ${delaySeconds} s in ${url} is capped at 60 s`;
    }
  }
  return robots;
}

/** Cut at the last line break within the limit, so no rule is read half. */
function truncate(body: Buffer): string {
  if (body.length <= MAX_PARSED_BYTES) return body.toString('utf8');
  const head = body.subarray(0, MAX_PARSED_BYTES);
  const lastLine = head.lastIndexOf(0x0a);
  return head.subarray(0, lastLine === -1 ? 0 : lastLine + 1).toString('utf8');
}

function absoluteUrls(urls: string[], base: string): string[] {
  const result = new Set<string>();
  for (const raw of urls) {
    try {
      const url = new URL(raw, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') result.add(url.href);
    } catch {
      // A malformed Sitemap line is the site's typo; skip it.
    }
  }
  return [...result];
}
