import type { RenderContext } from './render-context.ts';
import { project, renderHead } from './render-head.ts';
import { neighbours, renderSidebar } from './render-sidebar.ts';

/** Everything around the main content, as Sphinx's classic theme lays a page out. */
export function renderClassicChrome(ctx: RenderContext): { before: string; after: string } {
  const { root } = ctx;
  const { prev, next, source } = neighbours(ctx);
  const crumbs: string[] = [];
  for (let at = ctx.page.parent; at !== undefined && at !== 0; at = ctx.at(at).parent) {
    const page = ctx.at(at);
    crumbs.unshift(
      `<li class="nav-item nav-item-${page.level}"><a href="${ctx.href(page)}">${page.title}</a> &#187;</li>`,
    );
  }
  const related = (
    label: string,
  ) => `  <div class="related" role="navigation" aria-label="${label}">
    <h3>Navigation</h3>
    <ul>
      <li class="right" style="margin-right: 10px"><a href="${root}genindex.html" title="General Index" accesskey="I">index</a></li>
      ${next ? `<li class="right"><a href="${ctx.href(next)}" title="${next.title}" accesskey="N">next</a> |</li>` : ''}
      ${prev ? `<li class="right"><a href="${ctx.href(prev)}" title="${prev.title}" accesskey="P">previous</a> |</li>` : ''}
      <li class="nav-item nav-item-0"><a href="${root}index.html">${project} documentation</a> &#187;</li>
      ${crumbs.join('\n      ')}
      <li class="nav-item nav-item-this"><a href="${ctx.href(ctx.page)}">${ctx.page.title}</a></li>
    </ul>
  </div>
`;
  const before = `${renderHead(ctx, 'classic.css')}  <body>
${related('Related')}
  <div class="document">
    <div class="documentwrapper">
      <div class="bodywrapper">
        <div class="body" role="main">
`;
  const sourceLink = source
    ? `<div role="note" aria-label="source link"><h3>This Page</h3><ul class="this-page-menu"><li><a href="${source}" rel="nofollow">Show Source</a></li></ul></div>`
    : '';
  const after = `        </div>
      </div>
    </div>
    <div class="sphinxsidebar" role="navigation" aria-label="Main">
      <div class="sphinxsidebarwrapper">
        <h3><a href="${root}index.html">Table of Contents</a></h3>
${renderSidebar(ctx)}        ${sourceLink}
        <search id="searchbox" style="display: none" role="search">
          <h3 id="searchlabel">Quick search</h3>
          <div class="searchformwrapper"><form class="search" action="${root}search.html" method="get">
            <input type="text" name="q" aria-labelledby="searchlabel" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false"/>
            <input type="submit" value="Go" />
          </form></div>
        </search>
        <script>document.getElementById('searchbox').style.display = "block"</script>
      </div>
    </div>
    <div class="clearer"></div>
  </div>
${related('Related')}
  <div class="footer" role="contentinfo">
    &#169; Copyright 2024, ${project} authors.
    Created using <a href="https://www.sphinx-doc.org/">Sphinx</a> 7.2.6.
  </div>
  </body>
</html>
`;
  return { before, after };
}
