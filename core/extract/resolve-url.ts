/**
 * Resolves an attribute value to an absolute http(s) URL, or undefined.
 * Everything else (javascript:, data:, mailto:, file:, garbage) is dropped: pages are untrusted
 * and the reader only ever follows web links. WHATWG parsing strips tabs and newlines first, so
 * `java\nscript:` is recognised for what it is.
 */
export function resolveUrl(href: string | undefined, base: string): string | undefined {
  if (href === undefined) return undefined;
  const trimmed = href.trim();
  if (trimmed === '') return undefined;
  const url = URL.parse(trimmed, base);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.href;
}
