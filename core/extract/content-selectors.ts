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
  { generator: 'generic', selector: 'main article' },
  { generator: 'generic', selector: '[role="main"]' },
  { generator: 'generic', selector: 'main' },
  { generator: 'generic', selector: 'article' },
  { generator: 'generic', selector: '.markdown-body' },
];
