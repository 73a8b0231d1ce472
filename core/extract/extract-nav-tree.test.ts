import { describe, expect, it } from 'vitest';
import { extractNavTree } from './extract-nav-tree.ts';

const page = 'https://docs.example.com/v1/index.html';
const toctree = `<p class="caption" role="heading"><span class="caption-text">Get Started</span></p>
<ul><li class="toctree-l1"><a class="reference internal" href="install.html">Install</a>
<ul><li class="toctree-l2"><a href="install.html#pip">pip</a></li><li class="toctree-l2"><a href="conda.html">Conda</a></li></ul></li></ul>
<p class="caption"><span class="caption-text">API</span></p>
<ul><li class="toctree-l1"><a href="api/index.html#top">Reference</a></li><li class="toctree-l1"><a href="https://elsewhere.org/x">Away</a></li></ul>`;
const sphinxTree = [
  {
    title: 'Get Started',
    url: null,
    children: [
      {
        title: 'Install',
        url: 'https://docs.example.com/v1/install.html',
        children: [{ title: 'Conda', url: 'https://docs.example.com/v1/conda.html', children: [] }],
      },
    ],
  },
  {
    title: 'API',
    url: null,
    children: [
      { title: 'Reference', url: 'https://docs.example.com/v1/api/index.html', children: [] },
    ],
  },
];
const inScope = (u: string) => u.startsWith('https://docs.example.com/v1/');
const wrap = (body: string) =>
  `<html><body><header><ul><li><a href="/">Home</a></li></ul></header>${body}</body></html>`;

describe('extractNavTree', () => {
  it.each([
    [
      'pydata',
      `<div class="bd-sidebar-primary"><nav class="bd-docs-nav"><p class="bd-links__title">Section Navigation</p><div>${toctree}</div></nav></div>`,
    ],
    ['Furo', `<div class="sidebar-tree">${toctree}</div>`],
    ['Read the Docs', `<div class="wy-menu wy-menu-vertical">${toctree}</div>`],
    [
      'PyTorch',
      `<nav id="pytorch-left-menu"><div class="version"><a href="../versions.html">v1</a></div>${toctree}</nav>`,
    ],
    [
      'classic Sphinx',
      `<div class="sphinxsidebar"><h3>This page</h3><ul><li><a href="#intro">Intro</a></li></ul>${toctree}</div>`,
    ],
  ])('reads captions and nested lists of a %s sidebar', (_, html) => {
    expect(extractNavTree(wrap(html), page, 'sphinx', inScope)).toEqual(sphinxTree);
  });

  it('reads Docusaurus categories, whose `#` links are headers', () => {
    const html = `<aside class="theme-doc-sidebar-container"><nav class="menu"><ul class="menu__list">
<li><div><a class="menu__link menu__link--sublist" href="#">Concepts</a></div><ul class="menu__list"><li><a class="menu__link" href="/v1/concepts/zero">ZeRO</a></li></ul></li>
<li><a class="menu__link" href="#">Empty</a></li></ul></nav></aside>`;
    expect(extractNavTree(wrap(html), page, 'docusaurus', inScope)).toEqual([
      {
        title: 'Concepts',
        url: null,
        children: [
          { title: 'ZeRO', url: 'https://docs.example.com/v1/concepts/zero', children: [] },
        ],
      },
    ]);
  });

  it('reads Quarto sections, whose headers have no link', () => {
    const html = `<nav id="quarto-sidebar"><ul><li class="sidebar-item-section"><div><a class="sidebar-link"><span class="menu-text">Getting Started</span></a></div>
<ul><li><div><a href="./docs/install.html"><span class="menu-text">Install</span></a></div></li></ul></li></ul></nav>`;
    expect(extractNavTree(wrap(html), page, 'quarto', inScope)).toEqual([
      {
        title: 'Getting Started',
        url: null,
        children: [
          { title: 'Install', url: 'https://docs.example.com/v1/docs/install.html', children: [] },
        ],
      },
    ]);
  });

  it('reads a Minimal Mistakes nav list and drops anchor-only children of a page', () => {
    const html = `<nav class="nav__list"><input type="checkbox"><label>Toggle Menu</label><ul class="nav__items">
<li><a href="/v1/config/"><span class="nav__sub-title">ds_config</span></a><ul><li><a href="/v1/config/#fp16">FP16</a></li></ul></li>
<li><span class="nav__sub-title">Blog</span><ul><li><a href="/v1/posts/">Posts</a></li></ul></li></ul></nav>`;
    expect(extractNavTree(wrap(html), page, 'jekyll', inScope)).toEqual([
      { title: 'ds_config', url: 'https://docs.example.com/v1/config/', children: [] },
      {
        title: 'Blog',
        url: null,
        children: [{ title: 'Posts', url: 'https://docs.example.com/v1/posts/', children: [] }],
      },
    ]);
  });

  it('gives nothing for a page without a known sidebar', () => {
    expect(
      extractNavTree(
        wrap('<main><ul><li><a href="a.html">A</a></li></ul></main>'),
        page,
        'generic',
      ),
    ).toEqual([]);
  });
});
