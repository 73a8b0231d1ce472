import type { Document } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { resolveUrl } from './resolve-url.ts';

/**
 * Every `<a href>` in the whole document, navigation included: the sidebar is how a crawler finds
 * the rest of the site. Absolute, http(s) only, deduplicated, in document order.
 */
export function collectDiscoveredLinks(doc: Document, baseUrl: string): string[] {
  const found = new Set<string>();
  const anchors = DomUtils.findAll((el) => el.name === 'a' && el.attribs.href !== undefined, doc);
  for (const anchor of anchors) {
    const url = resolveUrl(anchor.attribs.href, baseUrl);
    if (url !== undefined) found.add(url);
  }
  return [...found];
}
