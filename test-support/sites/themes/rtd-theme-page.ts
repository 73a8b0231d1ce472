import { rel } from '../support/html-helpers.ts';

export interface RtdThemePage {
  path: string;
  /** Site path of the language/version root, e.g. `/en/latest/`. */
  root: string;
  title: string;
  project: string;
  lang: string;
  sidebar: string;
  body: string;
  /** "View page source" target (`_sources/<docname>.rst.txt`) or an "Edit on GitHub" URL. */
  source: string;
  editOnGithub?: boolean;
  /** Extra markup before </body>, e.g. a JS language switcher. */
  tail?: string;
  next?: [path: string, title: string];
  /** Offsite origin for the footer's links to Sphinx and Read the Docs. */
  offsite: string;
}

/**
 * sphinx_rtd_theme on Read the Docs: content in `div[role=main].document >
 * div[itemprop=articleBody]`, nav `div.wy-menu-vertical`, breadcrumbs with "View page source" or
 * "Edit on GitHub", the footer's "Built with Sphinx…" line and the `rst-versions` flyout.
 */
export function rtdThemePage(p: RtdThemePage): string {
  const r = (to: string) => rel(p.path, to);
  const source = p.editOnGithub
    ? `<a href="${p.source}" class="fa fa-github"> Edit on GitHub</a>`
    : `<a href="${r(p.source)}" rel="nofollow"> View page source</a>`;
  const next = p.next
    ? `<a href="${r(p.next[0])}" class="btn btn-neutral float-right" title="${p.next[1]}" accesskey="n" rel="next">Next <span class="fa fa-arrow-circle-right" aria-hidden="true"></span></a>`
    : '';
  return `<!DOCTYPE html>
<html class="writer-html5" lang="${p.lang}" data-content_root="${r(p.root)}">
<head>
<meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${p.title} &mdash; ${p.project} documentation</title>
<link rel="stylesheet" type="text/css" href="${r(`${p.root}_static/css/theme.css`)}" />
<script src="${r(`${p.root}_static/documentation_options.js`)}"></script>
<script src="${r(`${p.root}_static/js/theme.js`)}"></script>
<link rel="index" title="Index" href="${r(`${p.root}genindex.html`)}" />
<link rel="search" title="Search" href="${r(`${p.root}search.html`)}" />
</head>
<body class="wy-body-for-nav">
<div class="wy-grid-for-nav">
<nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll">
<div class="wy-side-nav-search"><a href="${r(`${p.root}index.html`)}" class="icon icon-home">${p.project}</a>
<div role="search"><form id="rtd-search-form" class="wy-form" action="${r(`${p.root}search.html`)}" method="get"><input type="text" name="q" placeholder="Search docs" aria-label="Search docs" /></form></div></div>
<div class="wy-menu wy-menu-vertical" data-spy="affix" role="navigation" aria-label="Navigation menu">
${p.sidebar}
</div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><nav class="wy-nav-top" aria-label="Mobile navigation menu"><a href="${r(`${p.root}index.html`)}">${p.project}</a></nav>
<div class="wy-nav-content"><div class="rst-content">
<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href="${r(`${p.root}index.html`)}" class="icon icon-home" aria-label="Home"></a></li><li class="breadcrumb-item active">${p.title}</li><li class="wy-breadcrumbs-aside">${source}</li></ul><hr/></div>
<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article">
<div itemprop="articleBody">
${p.body}
</div></div>
<footer><div class="rst-footer-buttons" role="navigation" aria-label="Footer">${next}</div><hr/>
<div role="contentinfo"><p>&#169; Copyright 2026, ${p.project} team.</p></div>
Built with <a href="${p.offsite}/www.sphinx-doc.org/">Sphinx</a> using a <a href="${p.offsite}/github.com/readthedocs/sphinx_rtd_theme">theme</a> provided by <a href="${p.offsite}/readthedocs.org">Read the Docs</a>.
</footer></div></div></section></div>
<div class="rst-versions" data-toggle="rst-versions" role="note" aria-label="Versions"><span class="rst-current-version" data-toggle="rst-current-version"><span class="fa fa-book"> Read the Docs</span> v: latest</span></div>
<script>jQuery(function () { SphinxRtdTheme.Navigation.enable(true); });</script>
${p.tail ?? ''}
</body>
</html>
`;
}
