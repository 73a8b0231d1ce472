import type { Element } from 'domhandler';

/**
 * Every `<a href>` in the whole document, navigation included: the sidebar is how a crawler finds
 * the rest of the site. Absolute (by `resolveUrl`), http(s) only, deduplicated, in document
 * order. `elements`: the whole document's, in document order (parsePage).
 */
export function collectDiscoveredLinks(
  elements: readonly Element[],
  resolveUrl: (href: string) => string | undefined,
): string[] {
  const found = new Set<string>();
  for (const el of elements) {
    if (el.name !== 'a' || el.attribs.href === undefined) continue;
    const url = resolveUrl(el.attribs.href);
    if (url !== undefined) found.add(url);
  }
  return [...found];
}
