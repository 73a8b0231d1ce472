import type { Generator } from './generator-profiles.ts';

/**
 * Where each generator puts the site's own navigation inside a page, most specific first: the
 * container whose lists are the tree (`ul`/`ol` items, or DocBook's `dl.toc` terms). A selector
 * may name the list itself. Generators whose tree lives in a file of its own (Doxygen's
 * `navtreedata.js`, Javadoc's `allclasses.html`) are read by the crawl, not here.
 */
export const GENERATOR_NAV: Readonly<Partial<Record<Generator, readonly string[]>>> = {
  // mdBook before ≈0.4.41 writes SUMMARY.md into every page; sections are a sibling `li > ol`.
  // Newer books write it once, into toc.html's body and toc.js's `<mdbook-sidebar-scrollbox>`
  // (generator-nav-files.ts reads those).
  mdbook: [
    'nav#sidebar div.sidebar-scrollbox',
    'body.sidebar-iframe-inner',
    'mdbook-sidebar-scrollbox',
  ],
  mkdocs: [
    // Material: the primary sidebar; section titles are labels, not links.
    'div.md-sidebar--primary nav.md-nav--primary',
    // The readthedocs theme keeps the RTD skeleton.
    'nav.wy-nav-side div.wy-menu-vertical',
    // The mkdocs theme: the top navbar's first list (the second holds search and prev/next).
    'div#navbar-collapse > ul.navbar-nav:not(.ml-auto)',
  ],
  // The book's (or a part's) table of contents on its first page.
  docbook: ['div.book > div.toc', 'div.part > div.toc', 'div.toc'],
  'gtk-doc': ['div.book > div.toc', 'div.toc'],
  // Texinfo's "Contents" on its top page.
  texinfo: ['div.contents', 'div.Contents_element'],
  'gi-docgen': ['nav.sidebar'],
  // The module tree of moduleIndex.html (a page of its own, read by the crawl).
  pydoctor: ['ul#summaryTree'],
  typedoc: ['nav.tsd-navigation'],
  vitepress: ['aside.VPSidebar nav'],
  starlight: ['div#starlight__sidebar'],
  hugo: ['nav#td-section-nav', 'aside.book-menu nav'],
  antora: ['nav.nav-menu'],
};
