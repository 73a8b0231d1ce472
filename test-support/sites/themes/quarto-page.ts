import { rel } from '../support/html-helpers.ts';

export interface QuartoPage {
  path: string;
  title: string;
  description?: string;
  /** The docked sidebar, hrefs as site paths (made relative here, as Quarto writes them). */
  sidebar: Array<{ section: string; items: Array<[href: string, title: string]> }>;
  body: string;
  toc?: Array<[id: string, title: string]>;
  editUrl: string;
  breadcrumb: string;
}

/**
 * A Quarto website page (Axolotl): content in `main.content#quarto-document-content` with the
 * title block inside, docked `nav#quarto-sidebar`, the margin `nav#TOC` with "Edit this page" /
 * "Report an issue", `header#quarto-header`, and site_libs scripts.
 */
export function quartoPage(p: QuartoPage): string {
  const r = (to: string) => rel(p.path, to);
  const sidebar = p.sidebar
    .map(
      (s) =>
        `<li class="sidebar-item sidebar-item-section"><div class="sidebar-item-container"><a class="sidebar-item-text sidebar-link text-start" data-bs-toggle="collapse" role="navigation"><span class="menu-text">${s.section}</span></a></div>
<ul class="collapse list-unstyled sidebar-section depth1 show">${s.items
          .map(
            ([href, t]) =>
              `<li class="sidebar-item"><div class="sidebar-item-container"><a href="${r(href)}" class="sidebar-item-text sidebar-link${href === p.path ? ' active' : ''}"><span class="menu-text">${t}</span></a></div></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('\n');
  const toc = (p.toc ?? [])
    .map(
      ([id, t]) =>
        `<li><a href="#${id}" id="toc-${id}" class="nav-link" data-scroll-target="#${id}">${t}</a></li>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head>
<meta charset="utf-8">
<meta name="generator" content="quarto-1.7.31">
<title>${p.title} – Axolotl</title>
<script src="${r('/site_libs/quarto-nav/quarto-nav.js')}"></script>
<script src="${r('/site_libs/clipboard/clipboard.min.js')}"></script>
<script src="${r('/site_libs/quarto-search/quarto-search.js')}"></script>
<link href="${r('/site_libs/bootstrap/bootstrap.min.css')}" rel="stylesheet" id="quarto-bootstrap">
<script id="quarto-search-options" type="application/json">{"location": "navbar", "limit": 50}</script>
</head>
<body class="nav-sidebar docked nav-fixed">
<div id="quarto-search-results"></div>
<header id="quarto-header" class="headroom fixed-top"><nav class="navbar navbar-expand-lg"><div class="navbar-container container-fluid"><a class="navbar-brand" href="${r('/index.html')}"><span class="navbar-title">Axolotl</span></a><div id="quarto-search" title="Search"></div></div></nav>
<nav class="quarto-secondary-nav"><div class="container-fluid d-flex"><nav class="quarto-page-breadcrumbs" aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item">${p.breadcrumb}</li></ol></nav></div></nav></header>
<div id="quarto-content" class="quarto-container page-columns page-rows-contents page-layout-article page-navbar">
<nav id="quarto-sidebar" class="sidebar collapse collapse-horizontal quarto-sidebar-collapse-item sidebar-navigation docked overflow-auto"><div class="sidebar-menu-container"><ul class="list-unstyled mt-1">
${sidebar}
</ul></div></nav>
<div id="quarto-margin-sidebar" class="sidebar margin-sidebar"><nav id="TOC" role="doc-toc" class="toc-active"><h2 id="toc-title">On this page</h2><ul>${toc}</ul>
<div class="toc-actions"><ul><li><a href="${p.editUrl}" class="toc-action"><i class="bi bi-github"></i>Edit this page</a></li><li><a href="${p.editUrl.replace(/edit\/main\/.*/, 'issues/new')}" class="toc-action">Report an issue</a></li></ul></div></nav></div>
<main class="content" id="quarto-document-content">
<header id="title-block-header" class="quarto-title-block default"><div class="quarto-title"><h1 class="title">${p.title}</h1></div>
${p.description ? `<div><div class="description">${p.description}</div></div>` : ''}
</header>
${p.body}
</main>
</div>
<footer class="footer"><div class="nav-footer"><div class="nav-footer-center">Copyright 2026 Axolotl AI</div></div></footer>
</body></html>
`;
}

/** A Quarto section with its `.anchored` heading. */
export function quartoSection(id: string, title: string, inner: string, level = 2): string {
  return `<section id="${id}" class="level${level}">\n<h${level} class="anchored" data-anchor-id="${id}">${title}</h${level}>\n${inner}\n</section>`;
}

/** A Quarto code cell with its copy button. */
export function quartoCode(language: string, code: string): string {
  const escaped = code.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<div class="sourceCode"><pre class="sourceCode ${language} code-with-copy"><code class="sourceCode ${language}">${escaped}</code><button title="Copy to Clipboard" class="code-copy-button"><i class="bi"></i></button></pre></div>`;
}
