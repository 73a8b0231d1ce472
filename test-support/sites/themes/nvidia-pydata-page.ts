import { rel } from '../support/html-helpers.ts';

export interface NvidiaPydataPage {
  /** Site path of the page, e.g. `/megatron-core/developer-guide/latest/index.html`. */
  path: string;
  /** Site path of the version root, e.g. `/megatron-core/developer-guide/latest/`. */
  root: string;
  title: string;
  project: string;
  version: string;
  /** The primary sidebar (toctree HTML, already relative to the page). */
  sidebar: string;
  body: string;
  /** Other versions the pre-rendered switcher links to (a trap: never follow them). */
  otherVersions: Array<{ name: string; path: string }>;
  /** `This archived material is no longer maintained…` on old versions. */
  archived?: boolean;
  toc?: Array<[id: string, title: string]>;
  prev?: [path: string, title: string];
  next?: [path: string, title: string];
}

/**
 * The NVIDIA Sphinx theme (pydata-sphinx-theme underneath), as docs.nvidia.com serves it: content
 * in `main#main-content > article.bd-article`; around it the chrome of NVIDIA's
 * Megatron Core and NeMo pages: "Skip to main content", a Ctrl+K search dialog, the version
 * switcher, the primary sidebar (`nav.bd-docs-nav`, the full API tree on every page), the page TOC, prev/next,
 * and a stray `country_code` token after the footer.
 */
export function nvidiaPydataPage(p: NvidiaPydataPage): string {
  const r = (to: string) => rel(p.path, to);
  const docname = p.path.slice(p.root.length).replace(/\.html$/, '');
  const versions = p.otherVersions
    .map((v) => `<li><a class="dropdown-item" href="${r(v.path)}">${v.name}</a></li>`)
    .join('');
  const banner = p.archived
    ? `<div class="bd-header-announcement container-fluid" id="banner"><div class="bd-header-announcement__content">This archived material is no longer maintained. See the latest version of the ${p.project} documentation.</div></div>`
    : '';
  const toc = (p.toc ?? [])
    .map(
      ([id, t]) =>
        `<li class="toc-h2 nav-item toc-entry"><a class="reference internal nav-link" href="#${id}">${t}</a></li>`,
    )
    .join('\n');
  const pager = [
    p.prev
      ? `<a class="left-prev" href="${r(p.prev[0])}"><p class="prev-next-subtitle">previous</p><p class="prev-next-title">${p.prev[1]}</p></a>`
      : '',
    p.next
      ? `<a class="right-next" href="${r(p.next[0])}"><p class="prev-next-subtitle">next</p><p class="prev-next-title">${p.next[1]}</p></a>`
      : '',
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en" data-content_root="${r(p.root)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${p.title} — ${p.project}</title>
<link href="${r(`${p.root}_static/styles/pydata-sphinx-theme.css`)}" rel="stylesheet" />
<link rel="stylesheet" type="text/css" href="${r(`${p.root}_static/styles/nvidia-sphinx-theme.css`)}" />
<link rel="stylesheet" type="text/css" href="${r(`${p.root}_static/copybutton.css`)}" />
<script src="${r(`${p.root}_static/copybutton.js`)}"></script>
<link rel="index" title="Index" href="${r(`${p.root}genindex.html`)}" />
<link rel="search" title="Search" href="${r(`${p.root}search.html`)}" />
<meta name="docsearch:version" content="${p.version}" />
</head>
<body data-bs-spy="scroll" data-bs-target=".bd-toc-nav">
<div id="pst-skip-link" class="skip-link d-print-none"><a href="#main-content">Skip to main content</a></div>
<button type="button" class="btn rounded-pill" id="pst-back-to-top">Back to top</button>
<dialog id="pst-search-dialog"><form class="bd-search" action="${r(`${p.root}search.html`)}" method="get"><input type="search" class="form-control" name="q" placeholder="Search the docs ..." /><span class="search-button__kbd-shortcut"><kbd class="kbd-shortcut__modifier">Ctrl</kbd>+<kbd>K</kbd></span></form></dialog>
${banner}
<header class="bd-header navbar navbar-expand-lg bd-navbar d-print-none"><div class="bd-header__inner bd-page-width">
<a class="navbar-brand logo" href="${r(`${p.root}index.html`)}"><p class="title logo__title">${p.project}</p></a>
<div class="version-switcher__container dropdown"><button type="button" class="version-switcher__button btn btn-sm dropdown-toggle" data-bs-toggle="dropdown">${p.version}</button>
<div class="version-switcher__menu dropdown-menu list-group-flush py-0" data-json-url="${r(`${p.root}../versions1.json`)}"><ul>${versions}</ul></div></div>
<button class="btn search-button-field search-button__button" title="Search"><span class="search-button__default-text">Search</span><span class="search-button__kbd-shortcut"><kbd class="kbd-shortcut__modifier">Ctrl</kbd>+<kbd class="kbd-shortcut__modifier">K</kbd></span></button>
</div></header>
<div class="bd-container"><div class="bd-container__inner bd-page-width">
<div id="pst-primary-sidebar" class="bd-sidebar-primary bd-sidebar"><div class="sidebar-primary-item">
<nav class="bd-docs-nav bd-links" aria-label="Section Navigation"><p class="bd-links__title" role="heading" aria-level="1">Section Navigation</p>
<div class="bd-toc-item navbar-nav">${p.sidebar}</div></nav></div></div>
<main id="main-content" class="bd-main" role="main"><div class="bd-content"><div class="bd-article-container">
<div class="bd-header-article d-print-none"><nav aria-label="Breadcrumb"><ul class="bd-breadcrumbs"><li class="breadcrumb-item breadcrumb-home"><a href="${r(`${p.root}index.html`)}" class="nav-link" aria-label="Home"><i class="fa-solid fa-home"></i></a></li><li class="breadcrumb-item active" aria-current="page">${p.title}</li></ul></nav></div>
<article class="bd-article">
${p.body}
</article>
<footer class="prev-next-footer d-print-none"><div class="prev-next-area">
${pager}
</div></footer>
</div>
<div class="bd-sidebar-secondary bd-toc"><div class="page-toc tocsection onthispage">On this page</div>
<nav class="bd-toc-nav page-toc"><ul class="visible nav section-nav flex-column">
${toc}
</ul></nav></div>
</div></main></div></div>
<footer class="bd-footer"><div class="bd-footer__inner bd-page-width"><p class="copyright">Copyright © 2026, NVIDIA Corporation.</p><p><a href="${r(`${p.root}_sources/${docname}.md.txt`)}" rel="nofollow">Show Source</a></p></div></footer>
<div>country_code</div>
</body>
</html>
`;
}
