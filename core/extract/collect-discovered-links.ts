import type { Element } from 'domhandler';
import { resolveUrl } from './resolve-url.ts';

/**
 * Every `<a href>` in the whole document, navigation included: the sidebar is how a crawler finds
 * the rest of the site. Absolute, http(s) only, deduplicated, in document order. `elements`: the
 * whole document's, in document order (parsePage).
 */
export function collectDiscoveredLinks(elements: readonly Element[], baseUrl: string): string[] {
  const found = new Set<string>();
  for (const el of elements) {
    if (el.name !== 'a' || el.attribs.href === undefined) continue;
    const url = resolveUrl(el.attribs.href, baseUrl);
    if (url !== undefined) found.add(url);
  }
  return [...found];
}
