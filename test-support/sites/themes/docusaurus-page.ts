export interface DocusaurusPage {
  /** Site URL of the page without trailing slash, as the canonical and sitemap give it. */
  url: string;
  locale: 'en' | 'zh-Hans';
  /** hreflang → URL (Docusaurus writes en, zh-Hans and x-default). */
  alternates: Record<string, string>;
  title: string;
  sidebar: string;
  body: string;
  breadcrumb: string;
  editUrl: string;
  toc?: Array<[id: string, title: string]>;
  prev?: [href: string, title: string];
  next?: [href: string, title: string];
  offsite: string;
}

/**
 * Docusaurus 2.3.1 classic, server-rendered (Colossal-AI): content in `article >
 * div.theme-doc-markdown.markdown`, sidebar `aside.theme-doc-sidebar-container nav.menu`,
 * breadcrumbs, an announcement bar, "Skip to main content", "Edit this page", the pager and the
 * desktop TOC; `<link rel=alternate hreflang>` pairs the en and zh-Hans pages.
 */
export function docusaurusPage(p: DocusaurusPage): string {
  const alternates = Object.entries(p.alternates)
    .map(
      ([lang, href]) => `<link data-rh="true" rel="alternate" href="${href}" hreflang="${lang}">`,
    )
    .join('');
  const toc = (p.toc ?? [])
    .map(
      ([id, t]) =>
        `<li><a href="#${id}" class="table-of-contents__link toc-highlight">${t}</a></li>`,
    )
    .join('');
  const pager = [
    p.prev
      ? `<a class="pagination-nav__link pagination-nav__link--prev" href="${p.prev[0]}"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">${p.prev[1]}</div></a>`
      : '',
    p.next
      ? `<a class="pagination-nav__link pagination-nav__link--next" href="${p.next[0]}"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">${p.next[1]}</div></a>`
      : '',
  ].join('');
  const prefix = p.locale === 'en' ? '' : `/${p.locale}`;
  return `<!doctype html>
<html lang="${p.locale}" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v2.3.1">
<title data-rh="true">${p.title} | Colossal-AI</title>
<meta data-rh="true" property="og:url" content="${p.url}"><meta data-rh="true" name="docusaurus_locale" content="${p.locale}"><meta data-rh="true" name="docsearch:language" content="${p.locale}">
<link data-rh="true" rel="canonical" href="${p.url}">${alternates}
<link rel="search" type="application/opensearchdescription+xml" title="Colossal-AI" href="/opensearch.xml">
<link rel="stylesheet" href="/assets/css/styles.4ddfa3a2.css">
<script src="/assets/js/runtime~main.a3b5c8d1.js" defer="defer"></script>
</head>
<body class="navigation-with-keyboard">
<div id="__docusaurus">
<div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<div class="theme-announcement-bar announcementBar_mb4j" role="banner"><div class="announcementBarContent_xLdY">Colossal-AI now supports hybrid parallel fine-tuning, see the <a href="${p.offsite}/hpc-ai.com/blog">blog</a>.</div></div>
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="${prefix}/"><b class="navbar__title">Colossal-AI</b></a><a class="navbar__item navbar__link" href="${prefix}/docs/get_started/installation">Tutorials</a><a href="${p.offsite}/github.com/hpcaitech/ColossalAI/tree/main/examples" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">Examples</a><a href="${p.offsite}/hpc-ai.com/blog" class="navbar__item navbar__link">Blogs</a>
<div class="navbar__item dropdown dropdown--hoverable dropdown--right"><a href="#" class="navbar__link">${p.locale === 'en' ? 'English' : '简体中文'}</a><ul class="dropdown__menu"><li><a href="${p.alternates.en}" class="dropdown__link" lang="en">English</a></li><li><a href="${p.alternates['zh-Hans']}" class="dropdown__link" lang="zh-Hans">简体中文</a></li></ul></div></div></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0 docsWrapper_BCFX"><div class="docPage__5DB">
<aside class="theme-doc-sidebar-container docSidebarContainer_b6E3"><div class="sidebar_njMd"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG">${p.sidebar}</nav></div></aside>
<main class="docMainContainer_gTbr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article>
<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="${prefix}/">🏠</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${p.breadcrumb}</span></li></ul></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${p.title}</h1></header>
${p.body}
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-doc-footer-edit-meta-row row"><div class="col"><a href="${p.editUrl}" target="_blank" rel="noreferrer noopener" class="theme-edit-this-page">Edit this page</a></div></div></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">${pager}</nav></div></div>
<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border">${toc}</ul></div></div></div></div></main></div></div>
<footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__bottom text--center"><div class="footer__copyright">Copyright © 2026 HPC-AI Tech</div></div></div></footer></div>
</body>
</html>
`;
}

/** One Docusaurus code block, with its "Copy" button. */
export function docusaurusCode(language: string, code: string): string {
  const escaped = code.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex"><pre tabindex="0" class="prism-code language-${language} codeBlock_bY9V"><code class="codeBlockLines_e6Vv">${escaped}</code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true"></span></button></div></div></div>`;
}

/** A Docusaurus heading with its zero-width "Direct link" anchor. */
export function docusaurusHeading(level: number, id: string, title: string): string {
  return `<h${level} class="anchor anchorWithStickyNavbar_LWe7" id="${id}">${title}<a href="#${id}" class="hash-link" aria-label="Direct link to ${title}" title="Direct link to ${title}">&#8203;</a></h${level}>`;
}
