import type { Generator } from './detect-generator.ts';

export interface ContentSelector {
  generator: Generator;
  selector: string;
  /**
   * A page title that the theme renders outside the content element; it is moved in so the page
   * keeps its h1 (Minimal Mistakes, GitBook).
   */
  titleSelector?: string;
  /** Too loose to trust on a page from another generator (`div.body`, `.markdown`). */
  onlyWhenDetected?: boolean;
}

/**
 * Where each generator puts the main content, most specific first. The detected generator's rows
 * are tried before the others; the generic rows come last. Sources: the themes' layout templates.
 */
export const CONTENT_SELECTORS: readonly ContentSelector[] = [
  // pydata-sphinx-theme and NVIDIA's theme built on it.
  { generator: 'sphinx', selector: 'article.bd-article' },
  // pytorch_sphinx_theme (torchtune, legacy Lightning): the article sits inside div[role=main].
  { generator: 'sphinx', selector: 'article#pytorch-article' },
  { generator: 'sphinx', selector: '.pytorch-article' },
  // sphinx_rtd_theme: div[role=main] also holds the footer buttons, articleBody does not.
  { generator: 'sphinx', selector: 'div[itemprop="articleBody"]' },
  { generator: 'sphinx', selector: '.rst-content div[role="main"]' },
  // Furo.
  { generator: 'sphinx', selector: 'article[role="main"]' },
  { generator: 'sphinx', selector: '.content article', onlyWhenDetected: true },
  // Classic Sphinx themes (docs.python.org).
  { generator: 'sphinx', selector: 'div.body[role="main"]' },
  { generator: 'sphinx', selector: 'div.body', onlyWhenDetected: true },
  { generator: 'mkdocs', selector: 'article.md-content__inner' },
  { generator: 'docusaurus', selector: 'article div.theme-doc-markdown' },
  { generator: 'docusaurus', selector: '.markdown', onlyWhenDetected: true },
  { generator: 'quarto', selector: 'main#quarto-document-content' },
  // Minimal Mistakes: `div#main[role=main]` also holds the left sidebar, so it is too broad.
  { generator: 'jekyll', selector: 'section.page__content', titleSelector: 'h1#page-title' },
  // GitBook: the document body; the header (title, AI actions) and the footer sit around it.
  {
    generator: 'gitbook',
    selector: 'main [data-content-ref-root]',
    titleSelector: 'main header h1',
  },
  // Legacy gitbook-cli books.
  { generator: 'gitbook', selector: 'section.markdown-section' },
  // Generators found by their own signals (generator-profiles.ts); their roots are only trusted
  // on their own pages, so none of them can change what another generator's page selects.
  { generator: 'rustdoc', selector: 'section#main-content', onlyWhenDetected: true },
  { generator: 'mdbook', selector: 'div#content > main', onlyWhenDetected: true },
  { generator: 'javadoc', selector: 'main[role="main"]', onlyWhenDetected: true },
  // JDK 8: the title (h2.title) is in div.header, beside the content.
  {
    generator: 'javadoc',
    selector: 'div.contentContainer',
    titleSelector: 'div.header',
    onlyWhenDetected: true,
  },
  // Doxygen with the tree view; without it, div.header (the title) sits beside div.contents.
  { generator: 'doxygen', selector: 'div#doc-content', onlyWhenDetected: true },
  {
    generator: 'doxygen',
    selector: 'div.contents',
    titleSelector: 'div.header',
    onlyWhenDetected: true,
  },
  { generator: 'pydoctor', selector: 'div#main', onlyWhenDetected: true },
  { generator: 'gi-docgen', selector: 'section#main', onlyWhenDetected: true },
  ...['refentry', 'book', 'chapter', 'part', 'reference', 'index', 'glossary'].map((kind) => ({
    generator: 'gtk-doc' as const,
    selector: `body > div.${kind}`,
    onlyWhenDetected: true,
  })),
  // The page's one top-level division: DocBook names it after the element it renders.
  ...[
    'set',
    'book',
    'part',
    'chapter',
    'appendix',
    'preface',
    'article',
    'reference',
    'refentry',
    'sect1',
    'section',
    'glossary',
    'bibliography',
    'index',
    'colophon',
  ].map((kind) => ({
    generator: 'docbook' as const,
    selector: `body > div.${kind}`,
    onlyWhenDetected: true,
  })),
  // A Texinfo node is one division named after its sectioning command.
  ...[
    'top',
    'chapter',
    'section',
    'subsection',
    'subsubsection',
    'appendix',
    'appendixsec',
    'appendixsubsec',
    'unnumbered',
    'unnumberedsec',
    'chapter-level-extent',
    'section-level-extent',
    'subsection-level-extent',
  ].map((kind) => ({
    generator: 'texinfo' as const,
    selector: `body > div.${kind}`,
    onlyWhenDetected: true,
  })),
  { generator: 'haddock', selector: 'div#content', onlyWhenDetected: true },
  { generator: 'typedoc', selector: 'div.col-content', onlyWhenDetected: true },
  { generator: 'pdoc', selector: 'main.pdoc', onlyWhenDetected: true },
  { generator: 'vitepress', selector: 'div.vp-doc', onlyWhenDetected: true },
  {
    generator: 'starlight',
    selector: 'div.sl-markdown-content',
    titleSelector: 'h1#_top',
    onlyWhenDetected: true,
  },
  { generator: 'hugo', selector: 'div.td-content', onlyWhenDetected: true },
  { generator: 'hugo', selector: 'article.book-article', onlyWhenDetected: true },
  { generator: 'jekyll', selector: 'div#main-content > main', onlyWhenDetected: true },
  { generator: 'antora', selector: 'article.doc', onlyWhenDetected: true },
  { generator: 'pkgdown', selector: 'main#main', onlyWhenDetected: true },
  { generator: 'pkgdown', selector: 'div.contents', onlyWhenDetected: true },
  { generator: 'exdoc', selector: 'div#content.content-inner', onlyWhenDetected: true },
  { generator: 'pkgsite', selector: 'div.Documentation-content', onlyWhenDetected: true },
  { generator: 'generic', selector: 'main article' },
  { generator: 'generic', selector: '[role="main"]' },
  { generator: 'generic', selector: 'main' },
  { generator: 'generic', selector: 'article' },
  { generator: 'generic', selector: '.markdown-body' },
];
