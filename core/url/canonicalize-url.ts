import { memoizeUrl } from './memoize-url.ts';

/**
 * Query parameters that only track where a click came from. They never change the page, so keeping
 * them would store the same page under many URLs. `ask` and `goal` are GitBook's "ask AI" links.
 */
const TRACKING_PARAMS = new Set(['trk', 'fbclid', 'gclid', 'ref_src', 'ask', 'goal']);

/** RFC 3986 §2.3: these never need percent-encoding, so `%7E` and `~` are the same URL. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a link that the crawler stores and compares: absolute, http(s) only, without
 * fragment, tracking parameters or a trailing `index.html`. Returns null for anything that is not a
 * web page address (mailto:, javascript:, data:, ftp:, unparseable text).
 */
export function canonicalizeUrl(href: string, base?: string): string | null {
  return base === undefined
    ? canonicalizeAbsolute(withoutFragment(href))
    : canonicalize(href, base);
}

/**
 * The fragment never reaches the canonical form, so it is cut before the memo: links that differ
 * only in it (a Sphinx page's cross-references to sections: python3.11-doc has ~46,000 distinct
 * hrefs, ~4,600 without fragments) are one entry, not a URL parse each and a memo that overflows.
 * In an absolute URL the first `#` always begins the fragment.
 */
function withoutFragment(href: string): string {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
}

function canonicalize(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The URL parser already lowercases scheme and host, drops default ports and resolves `..`.
  url.hash = '';
  // Credentials in a link are never part of a page's identity and must not reach the cache.
  url.username = '';
  url.password = '';
  url.pathname = normalizePercentEncoding(url.pathname).replace(/\/index\.html?$/, '/');
  url.search = stripTrackingParams(url.search);
  return url.href;
}

/**
 * The dedupe key for a page: `/a/` and `/a` are one page on every docs host we know (servers
 * redirect one to the other). `x.html` and `x/` stay different, as they can be different pages.
 */
export const pageKey: (url: string) => string = memoizeUrl(keyOf);

function keyOf(url: string): string {
  const canonical = canonicalizeUrl(url);
  if (canonical === null) return url;
  const parsed = new URL(canonical);
  if (parsed.pathname !== '/' && parsed.pathname.endsWith('/')) {
    parsed.pathname = parsed.pathname.replace(/\/+$/, '') || '/';
  }
  return parsed.href;
}

/** Links reach here absolute and over and over (every page's sidebar): remembered. */
const canonicalizeAbsolute = memoizeUrl((href: string) => canonicalize(href));

function normalizePercentEncoding(path: string): string {
  return path.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

/** Works on the raw query so the kept parameters keep their exact bytes and order. */
function stripTrackingParams(search: string): string {
  if (search.length <= 1) return '';
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(paramName(pair)));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
}
