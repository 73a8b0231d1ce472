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

/**
 * resolveUrl against one base, each distinct value parsed once: a page links to the same targets
 * from its sidebar, its content and its related-pages boxes, and URL parsing is most of what
 * collecting them costs.
 */
export function urlResolver(base: string): (href: string | undefined) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (href) => {
    if (href === undefined) return undefined;
    const hit = known.get(href);
    if (hit !== undefined || known.has(href)) return hit;
    const url = resolveUrl(href, base);
    known.set(href, url);
    return url;
  };
}
