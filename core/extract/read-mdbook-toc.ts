import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { RawNavEntry } from './extract-nav-tree.ts';
import { readNavCandidates } from './extract-nav-tree.ts';
import { assignedLiteral } from '../sources/js-literal.ts';
import type { FetchText } from '../sources/symbols/index-symbol.ts';

/** `toc.js`, or `toc-<hash>.js` where the book hashes its resources. */
const TOC_SCRIPT = /(?:^|\/)toc(?:-[0-9a-f]+)?\.js$/i;

/**
 * Newer mdBook (≈0.4.41 on) no longer writes SUMMARY.md into every page: the sidebar is an empty
 * `<mdbook-sidebar-scrollbox>` that `toc.js` fills by script, with `toc.html` in a noscript
 * iframe for readers without it. Both hold the same `ol.chapter` and sit at the book's root, so
 * their links resolve against their own URL. `toc.html` is read first (plain HTML); the
 * script's `this.innerHTML = '…'` is read as a string literal, never run. An older book (its
 * sidebar inline) has neither: [] and the page's own sidebar stays the tree.
 */
export async function readMdbookToc(
  page: { url: string; html: () => string },
  fetchText: FetchText,
): Promise<RawNavEntry[]> {
  const doc = parseDocument(page.html());
  const frame = selectOne<AnyNode, Element>('iframe.sidebar-iframe-outer[src]', doc);
  if (frame !== null) {
    const url = new URL(frame.attribs.src!, page.url).href;
    const html = await fetchText(url, 'html');
    const tree = html === undefined ? [] : firstTree(html, url);
    if (tree.length > 0) return tree;
  }
  const script = selectAll<AnyNode, Element>('script[src]', doc).find((s) =>
    TOC_SCRIPT.test(new URL(s.attribs.src!, page.url).pathname),
  );
  if (script === undefined) return [];
  const url = new URL(script.attribs.src!, page.url).href;
  const js = await fetchText(url);
  if (js === undefined) return [];
  const inner = assignedLiteral(js, 'innerHTML');
  if (typeof inner !== 'string') throw new Error('toc.js sets no sidebar HTML');
  return firstTree(`<mdbook-sidebar-scrollbox>${inner}</mdbook-sidebar-scrollbox>`, url);
}

function firstTree(html: string, url: string): RawNavEntry[] {
  return readNavCandidates(parseDocument(html), url, 'mdbook').find((t) => t.length > 0) ?? [];
}
