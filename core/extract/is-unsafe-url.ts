import { ALLOWED_SCHEMES } from './content-allowlist.ts';

const SCHEMES: ReadonlySet<string> = new Set(ALLOWED_SCHEMES);

/**
 * Characters some reader of the URL ignores: browsers strip C0 controls and spaces around a URL
 * and tabs and newlines inside it, so `java\tscript:` is still a scheme; dropping every one of
 * them, wherever it is, is stricter than any browser and refuses nothing a page needs.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it matches
const IGNORED_IN_URL = /[\x00-\x20]+/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
/** Any base will do: only the scheme the browser would read is asked for. */
const BASE = 'https://folio.invalid/';

/**
 * An href or src to refuse: a scheme outside the allowlist, or `//host` (a remote load by another
 * name). Read twice, once the lenient way (every blank and comment gone) and once exactly as a
 * browser reads it (the WHATWG parser Node ships), so a variant only one of them would see
 * through is refused either way. The crawl's tree and an import's HTML string share this one test.
 */
export function isUnsafeUrl(value: string): boolean {
  // What the content steps leave (normalizeUrls writes absolute http(s) URLs): nothing could
  // move its scheme, which has neither a blank nor a `<`.
  if (value.startsWith('https://') || value.startsWith('http://')) return false;
  let url = value.replace(IGNORED_IN_URL, '');
  // Comments inside a URL are dropped by some parsers (XML data islands): `java<!-- -->script:`.
  for (let open = url.indexOf('<!--'); open !== -1; open = url.indexOf('<!--')) {
    const close = url.indexOf('-->', open + 4);
    if (close === -1) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = SCHEME.exec(url);
  if (scheme === null ? PROTOCOL_RELATIVE.test(url) : !SCHEMES.has(scheme[1]!.toLowerCase()))
    return true;
  const parsed = URL.parse(value, BASE);
  return parsed !== null && !SCHEMES.has(parsed.protocol.slice(0, -1));
}
