import { rel } from '../support/html-helpers.ts';

export interface PytorchThemePage {
  path: string;
  /** Site path of the version root, e.g. `/torchtune/stable/`. */
  root: string;
  title: string;
  project: string;
  /** The label under the search box, e.g. `0.6` (the theme's version dropdown). */
  version: string;
  /** Where the version label links: torchtune hard-codes an off-host `versions.html`. */
  versionsUrl: string;
  sidebar: string;
  body: string;
  /** `<meta name="robots" content="noindex">`: torchtune's `main/` build. */
  noindex?: boolean;
  /** Extra `<head>` markup, e.g. a `<link rel="alternate" type="text/markdown">`. */
  head?: string;
  /** Source file for the "View page source" link (`_sources/<docname>.rst.txt`). */
  source: string;
  toc?: Array<[id: string, title: string]>;
  next?: [path: string, title: string];
  /** Offsite origin for the pytorch.org header links. */
  offsite: string;
}

/**
 * pytorch_sphinx_theme (torchtune; Lightning's lai_sphinx_theme is a fork): content in
 * `div[role=main].main-content > article#pytorch-article.pytorch-article`, left nav
 * `nav#pytorch-left-menu`, right TOC `#pytorch-right-menu`, a pytorch.org header outside <body>
 * (the theme really emits it there), breadcrumbs with a "View page source" link into `_sources/`,
 * and the "Docs / Tutorials / Resources" footer block.
 */
export function pytorchThemePage(p: PytorchThemePage): string {
  const r = (to: string) => rel(p.path, to);
  const toc = (p.toc ?? [])
    .map(([id, t]) => `<li><a class="reference internal" href="#${id}">${t}</a></li>`)
    .join('');
  const next = p.next
    ? `<a href="${r(p.next[0])}" class="btn btn-neutral float-right" title="${p.next[1]}" accesskey="n" rel="next">Next <img src="${r(`${p.root}_static/images/chevron-right-orange.svg`)}" class="next-page"></a>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${p.noindex ? '<meta name="robots" content="noindex">\n' : ''}<title>${p.title} &mdash; ${p.project} ${p.version} documentation</title>
<link rel="stylesheet" href="${r(`${p.root}_static/css/theme.css`)}" type="text/css" />
<link rel="stylesheet" href="${r(`${p.root}_static/copybutton.css`)}" type="text/css" />
<link rel="index" title="Index" href="${r(`${p.root}genindex.html`)}" />
<link rel="search" title="Search" href="${r(`${p.root}search.html`)}" />
${p.head ?? ''}
</head>
<div class="container-fluid header-holder tutorials-header" id="header-holder"><div class="container"><div class="header-container">
<a class="header-logo" href="${p.offsite}/pytorch.org/" aria-label="PyTorch"></a>
<div class="main-menu"><ul><li><a href="${p.offsite}/pytorch.org/get-started">Get Started</a></li><li><a href="${p.offsite}/pytorch.org/ecosystem">Ecosystem</a></li><li class="active docs-active"><a href="${p.offsite}/pytorch.org/docs/stable/index.html">Docs</a></li></ul></div>
</div></div></div>
<body class="pytorch-body">
<div class="table-of-contents-link-wrapper"><span>Table of Contents</span><a href="#" class="toggle-table-of-contents" data-behavior="toggle-table-of-contents"></a></div>
<nav data-toggle="wy-nav-shift" class="pytorch-left-menu" id="pytorch-left-menu"><div class="pytorch-side-scroll">
<div class="pytorch-menu pytorch-menu-vertical" data-spy="affix" role="navigation" aria-label="main navigation">
<div class="pytorch-left-menu-search"><div class="version"><a href="${p.versionsUrl}">${p.version} &#x25BC</a></div>
<div role="search"><form id="rtd-search-form" class="wy-form" action="${r(`${p.root}search.html`)}" method="get"><input type="text" name="q" placeholder="Search Docs" /></form></div></div>
${p.sidebar}
</div></div></nav>
<div class="pytorch-container">
<div class="pytorch-page-level-bar" id="pytorch-page-level-bar"><div class="pytorch-breadcrumbs-wrapper">
<div role="navigation" aria-label="breadcrumbs navigation"><ul class="pytorch-breadcrumbs"><li><a href="${r(`${p.root}index.html`)}">Docs</a> &gt;</li><li>${p.title}</li>
<li class="pytorch-breadcrumbs-aside"><a href="${r(p.source)}" rel="nofollow"><img src="${r(`${p.root}_static/images/view-page-source-icon.svg`)}"></a></li></ul></div>
</div><div class="pytorch-shortcuts-wrapper" id="pytorch-shortcuts-wrapper">Shortcuts</div></div>
<section data-toggle="wy-nav-shift" id="pytorch-content-wrap" class="pytorch-content-wrap"><div class="pytorch-content-left">
<div class="rst-content"><div role="main" class="main-content" itemscope="itemscope" itemtype="http://schema.org/Article">
<article itemprop="articleBody" id="pytorch-article" class="pytorch-article">
${p.body}
</article></div>
<footer><div class="rst-footer-buttons" role="navigation" aria-label="footer navigation">${next}</div><hr>
<div role="contentinfo"><p>&copy; Copyright ${p.project} Contributors.</p></div>
Built with <a href="${p.offsite}/sphinx-doc.org/">Sphinx</a> using a theme provided by Read the Docs.</footer>
</div></div>
<div class="pytorch-content-right" id="pytorch-content-right"><div class="pytorch-right-menu" id="pytorch-right-menu"><div class="pytorch-side-scroll" id="pytorch-side-scroll-right"><ul><li><a class="reference internal" href="#">${p.title}</a><ul>${toc}</ul></li></ul></div></div></div>
</section></div>
<div class="docs-tutorials-resources" id="docs-tutorials-resources"><div class="container"><div class="row"><div class="col-md-4 text-center"><h2>Docs</h2><p>Access comprehensive developer documentation for PyTorch</p><a class="with-right-arrow" href="${p.offsite}/pytorch.org/docs/stable/index.html">View Docs</a></div></div></div></div>
</body>
</html>
`;
}
