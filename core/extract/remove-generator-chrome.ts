import type { Element } from 'domhandler';
import { compileRules } from './compile-rules.ts';
import type { Generator } from './detect-generator.ts';
import type { ContentStep } from './extract-context.ts';
import { removeMatching } from './remove-matching.ts';

/**
 * Chrome that themes put inside the content element, by generator; class names from each theme's
 * templates. Anything not listed is kept: a missed button costs a word in search, a wrong rule
 * costs content.
 */
const CHROME: Partial<Record<Generator, readonly string[]>> = {
  sphinx: [
    // pydata / NVIDIA: article header (breadcrumbs), prev/next, search box.
    '.bd-header-article',
    '.prev-next-footer',
    '.prev-next-area',
    '#searchbox',
    // RTD and PyTorch themes: footer buttons, version flyout, Colab/notebook call-to-action links.
    '.rst-footer-buttons',
    '.rst-versions',
    '.pytorch-call-to-action-links',
    // viewcode "[source]" links lead to /_modules/ pages the mirror excludes.
    'a:has(> .viewcode-link)',
    'a:has(> .viewcode-back)',
    '.viewcode-link',
    // sphinx-gallery download boxes and signature.
    '.sphx-glr-download-link-note',
    '.sphx-glr-footer',
    '.sphx-glr-signature',
  ],
  mkdocs: [
    // Edit / view-source buttons, "Last update" footer, clipboard buttons, feedback widget.
    'a.md-content__button',
    '.md-source-file',
    '.md-clipboard',
    '.md-feedback',
    '.md-top',
    '.md-banner',
    '.md-announce',
    // Empty line-number anchors inside code blocks: not links anyone follows.
    'a[id^="__codelineno"]',
  ],
  docusaurus: [
    '.theme-doc-breadcrumbs',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '.theme-doc-version-banner',
    '.theme-doc-version-badge',
    '.theme-announcement-bar',
    '[class*="buttonGroup"]',
  ],
  quarto: [
    // Page TOC, "Edit this page / Report an issue" actions, other-format links, pager.
    '#quarto-margin-sidebar',
    'nav#TOC',
    '.toc-actions',
    '.quarto-alternate-formats',
    '.page-navigation',
    '.quarto-title-breadcrumbs',
  ],
  jekyll: [
    // Minimal Mistakes puts the page TOC *inside* section.page__content.
    'aside.sidebar__right',
    'nav.toc',
    '.page__meta',
    '.page__share',
    '.page__related',
    '.page__comments',
    '.pagination',
    // just-the-docs.
    'nav.breadcrumb-nav',
    'a.anchor-heading',
  ],
  gitbook: ['.book-summary', '.page-footer', '.navigation'],
  // Since-version and "source" links beside every item, the collapse-all toggle ("[−]"), and
  // the "Expand description" summary of the top docblock.
  // Also the "Notable traits" pop-ups (hidden until hovered) and each example's "Run" link.
  rustdoc: [
    '.rightside',
    '.out-of-band',
    'a.srclink',
    '#toggle-all-docs',
    'summary.hideme',
    '.notable-traits',
    'a.test-arrow',
  ],
  mdbook: ['nav.nav-wrapper', 'nav.nav-wide-wrapper'],
  // The search pop-ups, in-page jump links, the group breadcrumb, the bottom path bar, and the
  // hover tooltips of symbols in code (hidden until pointed at).
  doxygen: [
    'div.ttc',
    '#MSearchSelectWindow',
    '#MSearchResultsWindow',
    'div.summary',
    'div.ingroups',
    '#nav-path',
  ],
  // Search widgets, the "Show Private API" toggle, "View Source" links. Private members stay:
  // the site hides them behind that toggle, it does not leave them out.
  pydoctor: [
    '#current-docs-container',
    '#search-results-container',
    '#search-box-container',
    '#showPrivate',
    'a.sourceLink',
  ],
  'gi-docgen': ['section#search', 'a.srclink'],
  // The prev/up/next bar; on a book's index page the same table holds the book's title.
  'gtk-doc': ['table.navigation:not(:has(p.title))', 'div.footer'],
  // A chapter's own table of contents repeats the navigation, one link per section; the book's
  // is its index page's content.
  docbook: ['div.navheader', 'div.navfooter', ':not(div.book) > div.toc'],
  // "Next: … Up: … [Contents][Index]" above every node.
  // A node's menu of the sections on its own page (split by chapter) repeats their headings;
  // one that leads to other pages (split by node, Octave's) is the only way down, and stays.
  texinfo: ['div.header', 'div.nav-panel', 'ul.section-toc:not(:has(a[href]:not([href^="#"])))'],
  haddock: ['#table-of-contents', '#synopsis', 'a.link', 'a.selflink'],
  // On the project's index page the title is the project's name, which every page's toolbar
  // repeats; the readme under it opens with its own h1, the page's real title.
  typedoc: [
    'div.tsd-page-toolbar',
    'ul.tsd-breadcrumb',
    'aside.tsd-sources',
    'a.tsd-anchor-icon',
    'div.tsd-page-title:has(+ div.tsd-typography > h1:first-child)',
  ],
  pdoc: ['details.source'],
  vitepress: [
    'div.VPDocFooter',
    'a.header-anchor',
    // Each code block's language label and copy button, drawn above the <pre>.
    'div[class*="language-"] > span.lang',
    'div[class*="language-"] > button.copy',
  ],
  starlight: ['div.pagination-links', 'a.sl-anchor-link'],
  hugo: [
    'nav.td-breadcrumbs',
    'div.td-page-meta',
    'div.td-toc',
    'a.td-heading-self-link',
    'div.book-footer',
  ],
  antora: ['nav.breadcrumbs', 'div.page-versions', 'aside.toc', 'nav.pagination'],
  pkgdown: ['nav#toc', 'a.anchor'],
  exdoc: ['a.hover-link', 'a.icon-action', 'div.bottom-actions'],
  pkgsite: ['a.Documentation-idLink'],
};

const COMPILED = Object.fromEntries(
  Object.entries(CHROME).map(([generator, selectors]) => [generator, compileRules(selectors)]),
) as Partial<Record<Generator, (el: Element) => boolean>>;

/** Generator-specific cleaning, after the generic rules of clean-html. */
export const removeGeneratorChrome: ContentStep = (root, ctx) => {
  const test = COMPILED[ctx.generator];
  if (test !== undefined) removeMatching(root, test);
};
