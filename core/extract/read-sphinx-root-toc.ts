import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { RawNavEntry } from './extract-nav-tree.ts';
import { chooseNavTree, readList, readNavCandidates } from './extract-nav-tree.ts';
import type { FetchText, IndexedPage } from './generator-symbol-indexes.ts';
import { resolveUrl } from './resolve-url.ts';

/**
 * A Sphinx site whose entry is a landing page with no toctree in its sidebar, its tree on the
 * root document instead: Python's docs (a custom index template; the tree is contents.html, which
 * the landing page links as "Complete Table of Contents", Sphinx's root document name before
 * 2.0). That document's toctrees, in order, each page once (its sections, links into the same
 * page, dropped). Empty when the page has a sidebar tree of its own, which stays the tree, or
 * links no contents.html beside it.
 */
export async function readSphinxRootToc(
  page: IndexedPage,
  fetchText: FetchText,
): Promise<RawNavEntry[]> {
  const doc = parseDocument(page.html());
  if (chooseNavTree(readNavCandidates(doc, page.url, 'sphinx')).length > 0) return [];
  const folder = new URL('./', page.url).href;
  const contents = selectAll<AnyNode, Element>('a[href]', doc)
    .map((a) => resolveUrl(a.attribs.href, page.url)?.split('#')[0])
    .find((url) => url === `${folder}contents.html`);
  if (contents === undefined) return [];
  const html = await fetchText(contents, 'html');
  if (html === undefined) return [];
  const lists = selectAll<AnyNode, Element>(
    'div.body div.toctree-wrapper > ul, [role="main"] div.toctree-wrapper > ul',
    parseDocument(html),
  );
  return pagesOnly(
    [...new Set(lists)].flatMap((ul) => readList(ul, contents)),
    contents,
  );
}

/** The tree without entries that point into their parent's page (its sections). */
function pagesOnly(entries: readonly RawNavEntry[], parent: string | null): RawNavEntry[] {
  return entries
    .filter((e) => e.url === null || e.url !== parent)
    .map((e) => ({ ...e, children: pagesOnly(e.children, e.url) }));
}
