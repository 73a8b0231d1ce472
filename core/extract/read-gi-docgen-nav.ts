import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { RawNavEntry } from './extract-nav-tree.ts';

/**
 * gi-docgen's navigation: its namespace page (`index.html`), whose sidebar only jumps to the
 * page's own sections, lists the guide's pages ("Additional documentation") and then each kind
 * of symbol (Classes, Interfaces, Structs…) with its pages, in the order the reader sees them.
 * Each `h4` section becomes a group of the links in the block after it.
 */
export function readGiDocgenNav(html: string, url: string): RawNavEntry[] {
  const doc = parseDocument(html);
  const tree: RawNavEntry[] = [];
  for (const heading of selectAll<AnyNode, Element>('section#main h4[id]', doc)) {
    const block = DomUtils.nextElementSibling(heading);
    if (block === null || !(block.attribs.class ?? '').split(/\s+/).includes('docblock')) continue;
    const children = selectAll<AnyNode, Element>('li > a[href], a.symbol[href]', block).flatMap(
      (a): RawNavEntry[] => {
        const href = a.attribs.href!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return [];
        const title = DomUtils.textContent(a).trim();
        return title ? [{ title, url: new URL(href, url).href, children: [] }] : [];
      },
    );
    // Only the page's heading text: its permalink is an empty `a.anchor`.
    const title = DomUtils.textContent(heading).replace(/\s+/g, ' ').trim();
    if (children.length > 0 && title) tree.push({ title, url: null, children });
  }
  return tree;
}
