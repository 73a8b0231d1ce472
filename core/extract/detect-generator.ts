import type { Element } from 'domhandler';
import { compileRules } from './compile-rules.ts';

export type Generator =
  'sphinx' | 'mkdocs' | 'docusaurus' | 'quarto' | 'jekyll' | 'gitbook' | 'generic';

/** What `<meta name=generator>` says, when it says it: the cheapest and most reliable signal. */
const META_PATTERNS: ReadonlyArray<readonly [Generator, RegExp]> = [
  ['mkdocs', /\bmkdocs\b/i],
  ['docusaurus', /\bdocusaurus\b/i],
  ['quarto', /\bquarto\b/i],
  ['sphinx', /\bsphinx\b/i],
  ['jekyll', /\bjekyll\b/i],
  ['gitbook', /\bgitbook\b/i],
];

/**
 * Markup each generator leaves even when it omits the meta tag (Python's docs only say "Docutils";
 * RTD and pydata themes are known by their asset names). Checked in this order, so the most
 * specific traces come first.
 */
const MARKUP_HINTS: ReadonlyArray<readonly [Generator, readonly string[]]> = [
  [
    'sphinx',
    [
      'link[href*="pydata-sphinx-theme"]',
      'link[href*="nvidia-sphinx-theme"]',
      'link[href*="sphinx_rtd_theme"]',
      'link[href*="furo"]',
      'script[src*="documentation_options.js"]',
      'script#documentation_options',
      'article.bd-article',
      '#pytorch-article',
      '.wy-nav-content',
      'div.sphinxsidebar',
    ],
  ],
  ['mkdocs', ['article.md-content__inner', 'div.md-content', '.md-sidebar']],
  ['docusaurus', ['#__docusaurus', '.theme-doc-markdown', '[class*="docusaurus"]']],
  ['quarto', ['#quarto-document-content', '#quarto-header', 'script[src*="quarto"]']],
  ['jekyll', ['section.page__content', 'h1#page-title.page__title']],
  [
    'gitbook',
    ['[href*="/~gitbook/"]', '[src*="/~gitbook/"]', '.book-summary', 'section.markdown-section'],
  ],
];

const COMPILED_HINTS = MARKUP_HINTS.map(
  ([generator, selectors]) => [generator, compileRules(selectors)] as const,
);

const isGeneratorMeta = compileRules(['meta[name="generator" i][content]']);

/**
 * Names the tool that built the page, so generator-specific rules can run first. `elements`: the
 * whole document's, in document order (parsePage).
 */
export function detectGenerator(elements: readonly Element[]): Generator {
  const metas = elements.filter(isGeneratorMeta);
  const declared = metas.map((meta) => meta.attribs.content ?? '').join(' ');
  for (const [generator, pattern] of META_PATTERNS) {
    if (pattern.test(declared)) return generator;
  }
  for (const [generator, test] of COMPILED_HINTS) {
    if (elements.some(test)) return generator;
  }
  return 'generic';
}
