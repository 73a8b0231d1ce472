import type { RenderContext } from './render-context.ts';
import { project, renderHead } from './render-head.ts';
import { neighbours, renderLocalToc, renderSidebar } from './render-sidebar.ts';

/** Everything around the main content, as pydata-sphinx-theme lays a page out. */
export function renderPydataChrome(ctx: RenderContext): { before: string; after: string } {
  const { root } = ctx;
  const { prev, next, source } = neighbours(ctx);
  const navbar = ctx.plan.sections
    .slice(0, 6)
    .map((s) => {
      const section = ctx.at(s);
      return `<li class="nav-item"><a class="nav-link nav-internal" href="${ctx.href(section)}">${section.title}</a></li>`;
    })
    .join('\n');
  const crumbs: string[] = [];
  for (let at = ctx.page.parent; at !== undefined && at !== 0; at = ctx.at(at).parent) {
    const page = ctx.at(at);
    crumbs.unshift(
      `<li class="breadcrumb-item"><a href="${ctx.href(page)}" class="nav-link">${page.title}</a></li>`,
    );
  }
  const before = `${renderHead(ctx, 'styles/theme.css')}  <body data-bs-spy="scroll" data-bs-target=".bd-toc-nav" data-offset="180" data-bs-root-margin="0px 0px -60%" data-default-mode="">
  <a id="pst-skip-link" class="skip-link" href="#main-content">Skip to main content</a>
  <header class="bd-header navbar navbar-expand-lg bd-navbar">
  <div class="bd-header__inner bd-page-width">
    <div class="navbar-header-items__start"><a class="navbar-brand logo" href="${root}index.html"><p class="title logo__title">${project} documentation</p></a></div>
    <div class="me-auto navbar-header-items__center"><nav class="navbar-nav"><ul class="bd-navbar-elements navbar-nav">
${navbar}
    </ul></nav></div>
    <div class="navbar-header-items__end">
      <a href="${root}search.html" class="btn btn-sm search-button search-button__button" title="Search" aria-label="Search">Search</a>
      <a href="https://github.com/example/bench-docs" title="GitHub" class="nav-link pst-navbar-icon" rel="noopener" target="_blank" data-bs-toggle="tooltip" data-bs-placement="bottom"><span class="sr-only">GitHub</span></a>
    </div>
  </div>
  </header>
  <div class="bd-container"><div class="bd-container__inner bd-page-width">
  <div class="bd-sidebar-primary bd-sidebar">
    <div class="sidebar-primary-items__start sidebar-primary__section">
    <nav class="bd-docs-nav bd-links" aria-label="Section Navigation">
      <p class="bd-links__title" role="heading" aria-level="1">Section Navigation</p>
      <div class="bd-toc-item navbar-nav">
${renderSidebar(ctx)}      </div>
    </nav></div>
  </div>
  <main id="main-content" class="bd-main" role="main">
  <div class="bd-content"><div class="bd-article-container">
    <div class="header-article-items header-article__inner"><nav aria-label="Breadcrumb" class="d-print-none"><ul class="bd-breadcrumbs">
      <li class="breadcrumb-item breadcrumb-home"><a href="${root}index.html" class="nav-link" aria-label="Home"><i class="fa-solid fa-home"></i></a></li>
      ${crumbs.join('\n      ')}
    </ul></nav></div>
    <div id="searchbox"></div>
    <article class="bd-article" role="main">
`;
  const pager = [
    prev
      ? `<a class="left-prev" href="${ctx.href(prev)}" title="previous page"><p class="prev-next-subtitle">previous</p><p class="prev-next-title">${prev.title}</p></a>`
      : '',
    next
      ? `<a class="right-next" href="${ctx.href(next)}" title="next page"><p class="prev-next-subtitle">next</p><p class="prev-next-title">${next.title}</p></a>`
      : '',
  ].join('\n');
  const sourceLink = source
    ? `<div class="sidebar-secondary-item"><div class="tocsection sourcelink"><a href="${source}"><i class="fa-solid fa-file-lines"></i> Show Source</a></div></div>`
    : '';
  const after = `    </article>
    <footer class="prev-next-footer d-print-none"><div class="prev-next-area">
${pager}
    </div></footer>
  </div>
  <div class="bd-sidebar-secondary bd-toc"><div class="sidebar-secondary-items sidebar-secondary__inner">
    <div class="sidebar-secondary-item"><div class="page-toc tocsection onthispage"><i class="fa-solid fa-list"></i> On this page</div>
    <nav class="bd-toc-nav page-toc">
${renderLocalToc(ctx)}    </nav></div>
    ${sourceLink}
  </div></div>
  </div>
  <footer class="bd-footer-content"><div class="bd-footer-content__inner container"></div></footer>
  </main>
  </div></div>
  <footer class="bd-footer"><div class="bd-footer__inner bd-page-width">
    <div class="footer-items__start"><p class="copyright">&#169; Copyright 2024, ${project} authors.</p>
    <p class="sphinx-version">Created using <a href="https://www.sphinx-doc.org/">Sphinx</a> 7.2.6.</p></div>
    <div class="footer-items__end"><p class="theme-version">Built with the <a href="https://pydata-sphinx-theme.readthedocs.io/en/stable/index.html">PyData Sphinx Theme</a> 0.15.4.</p></div>
  </div></footer>
  </body>
</html>
`;
  return { before, after };
}
