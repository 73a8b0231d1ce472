import type { RawNavEntry } from './extract-nav-tree.ts';
import { readNavCandidates } from './extract-nav-tree.ts';
import type { Generator } from './generator-profiles.ts';
import { assignedLiteral } from '../sources/js-literal.ts';
import { parseJavadocSearchIndex } from '../sources/symbols/parse-javadoc-search-index.ts';
import { readDoxygenNavtree } from '../sources/symbols/read-doxygen-navtree.ts';
import { readGiDocgenNav } from './read-gi-docgen-nav.ts';
import { readMdbookToc } from './read-mdbook-toc.ts';
import { readTypedocNav } from './read-typedoc-nav.ts';
import { readSphinxRootToc } from './read-sphinx-root-toc.ts';
import { parseDocument } from 'htmlparser2';
import type { FetchText, IndexedPage } from './generator-symbol-indexes.ts';

/**
 * The generators whose navigation lives in a file of its own rather than in each page: how to
 * find it from one of their pages and read it as a tree (not yet scoped). In-page sidebars are
 * extraction's (GENERATOR_NAV).
 */
export const GENERATOR_NAV_FILES: Readonly<
  Partial<Record<Generator, (page: IndexedPage, fetchText: FetchText) => Promise<RawNavEntry[]>>>
> = {
  // The tree view's data, which the pages fill their (empty) sidebar from by script.
  doxygen: (page, fetchText) =>
    readDoxygenNavtree(new URL('navtreedata.js', page.url).href, fetchText),
  // Javadoc's own order: packages alphabetically (the overview), each with its types.
  javadoc: async (page, fetchText) => {
    const url = new URL('type-search-index.js', page.url).href;
    const text = await fetchText(url);
    if (text === undefined) return [];
    const rootDir = new URL('.', url).href;
    const byPackage = new Map<string, RawNavEntry[]>();
    for (const type of parseJavadocSearchIndex(text, url)) {
      const file = type.url.slice(type.url.lastIndexOf('/') + 1);
      const pkg = type.url
        .slice(rootDir.length, -file.length - 1)
        .split('/')
        .join('.');
      const entries = byPackage.get(pkg) ?? [];
      entries.push({ title: file.replace(/\.html$/, ''), url: type.url, children: [] });
      byPackage.set(pkg, entries);
    }
    return [...byPackage.keys()].sort().map((pkg) => ({
      title: pkg,
      url: new URL(`${pkg.split('.').join('/')}/package-summary.html`, url).href,
      children: byPackage.get(pkg)!,
    }));
  },
  // The namespace page's guide and symbol lists; the pages' own sidebars list only their members.
  'gi-docgen': async (page, fetchText) => {
    const url = new URL('index.html', page.url).href;
    const html = await fetchText(url, 'html');
    return html === undefined ? [] : readGiDocgenNav(html, url);
  },
  // Newer mdBook: the sidebar every page fills from toc.js (or its noscript toc.html).
  mdbook: readMdbookToc,
  // The module tree, with the private modules pydoctor hides until asked.
  pydoctor: async (page, fetchText) => {
    const url = new URL('moduleIndex.html', page.url).href;
    const html = await fetchText(url, 'html');
    if (html === undefined) return [];
    return readNavCandidates(parseDocument(html), url, 'pydoctor')[0] ?? [];
  },
  // Only where the entry is a landing page without a sidebar tree (Python's docs): the root
  // document's toctree. Every other Sphinx site's sidebar stays its tree.
  sphinx: readSphinxRootToc,
  // The crate's items by kind, in the order its page's sidebar lists the kinds.
  rustdoc: async (page, fetchText) => {
    const html = page.html();
    const suffix = /data-resource-suffix="([^"]*)"/.exec(html)?.[1] ?? '';
    const kinds = [...html.matchAll(/<li><a href="#([a-z-]+)">([^<]+)<\/a><\/li>/g)];
    if (kinds.length === 0) return [];
    const text = await fetchText(new URL(`sidebar-items${suffix}.js`, page.url).href);
    if (text === undefined) return [];
    const items = assignedLiteral(text, 'SIDEBAR_ITEMS') as Record<string, unknown>;
    return kinds.flatMap(([, anchor, title]) => {
      const kind = RUSTDOC_SECTION_KINDS[anchor!];
      const listed = kind === undefined ? undefined : items[kind];
      if (!Array.isArray(listed)) return [];
      const children = listed.flatMap((item: unknown): RawNavEntry[] => {
        const name: unknown = Array.isArray(item) ? (item as unknown[])[0] : item;
        if (typeof name !== 'string') return [];
        const href = kind === 'mod' ? `${name}/index.html` : `${kind}.${name}.html`;
        return [{ title: name, url: new URL(href, page.url).href, children: [] }];
      });
      return [{ title: title!, url: null, children }];
    });
  },
  // The sidebar every page fills from assets/navigation.js.
  typedoc: readTypedocNav,
};

/** A crate page's section anchors, and the item kind each lists. */
const RUSTDOC_SECTION_KINDS: Readonly<Record<string, string>> = {
  modules: 'mod',
  macros: 'macro',
  structs: 'struct',
  enums: 'enum',
  primitives: 'primitive',
  traits: 'trait',
  functions: 'fn',
  types: 'type',
  constants: 'constant',
  statics: 'static',
  unions: 'union',
  keywords: 'keyword',
  attributes: 'attr',
  derives: 'derive',
};
