import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-bounded-document.ts';
import { detectGenerator } from './detect-generator.ts';

describe('detectGenerator', () => {
  it.each([
    ['<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.39">', 'mkdocs'],
    ['<meta name="generator" content="Docusaurus v2.3.1">', 'docusaurus'],
    ['<meta name="generator" content="quarto-1.5.57">', 'quarto'],
    ['<meta name="generator" content="sphinx-7.2.6, furo 2024.01.29">', 'sphinx'],
    ['<meta name="generator" content="Jekyll v3.9.3">', 'jekyll'],
    ['<meta name="generator" content="GitBook (9f2c1ab)">', 'gitbook'],
    [
      '<meta name="generator" content="Docutils 0.19"><script src="_static/documentation_options.js"></script>',
      'sphinx',
    ],
    ['<link rel="stylesheet" href="_static/styles/pydata-sphinx-theme.css">', 'sphinx'],
    ['<div id="__docusaurus"></div>', 'docusaurus'],
    ['<main id="quarto-document-content"></main>', 'quarto'],
    ['<section class="page__content"></section>', 'jekyll'],
    ['<img src="/docs/~gitbook/image?url=x">', 'gitbook'],
    ['<meta name="generator" content="Hugo 0.120"><main>x</main>', 'generic'],
  ])('%s → %s', (html, expected) => {
    expect(detectGenerator(parsePage(html).elements)).toBe(expected);
  });
});
