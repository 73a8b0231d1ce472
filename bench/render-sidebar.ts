import type { RenderContext } from './render-context.ts';
import type { PlannedPage } from './plan-site.ts';

/**
 * The sidebar toctree: every top-level section, the current section's chapters and the current
 * chapter's pages, as Sphinx themes expand the branch that holds the current page.
 */
export function renderSidebar(ctx: RenderContext): string {
  const trail = new Set<number>();
  for (let at: number | undefined = ctx.page.index; at !== undefined; at = ctx.at(at).parent) {
    trail.add(at);
  }
  const item = (page: PlannedPage, depth: number): string => {
    const current = trail.has(page.index);
    const open = current && page.children.length > 0 && depth < 3;
    const classes = `toctree-l${depth}${current ? ' current' : ''}${page === ctx.page ? ' active' : ''}`;
    const link = `<a class="reference internal${current ? ' current' : ''}" href="${ctx.href(page)}">${page.title}</a>`;
    const nested = open
      ? `<ul${current ? ' class="current"' : ''}>\n${page.children.map((c) => item(ctx.at(c), depth + 1)).join('')}</ul>\n`
      : '';
    return `<li class="${classes}">${link}${nested}</li>\n`;
  };
  const sections = ctx.plan.sections.map((s) => item(ctx.at(s), 1)).join('');
  return `<ul class="current nav bd-sidenav">\n${sections}</ul>\n`;
}

/** The page's own headings ("On this page"), linking to its section anchors. */
export function renderLocalToc(ctx: RenderContext): string {
  const items = ctx.page.headings
    .map(
      (h) =>
        `<li class="toc-h${h.level} nav-item toc-entry"><a class="reference internal nav-link" href="#${h.id}">${h.title}</a></li>`,
    )
    .join('\n');
  return `<ul class="visible nav section-nav flex-column">\n${items}\n</ul>\n`;
}

/** Links shared by both themes: prev/next in document order, and the page's `_sources/` text. */
export function neighbours(ctx: RenderContext): {
  prev: PlannedPage | undefined;
  next: PlannedPage | undefined;
  source: string | undefined;
} {
  const { page, plan } = ctx;
  return {
    prev: page.index > 0 ? ctx.at(page.index - 1) : undefined,
    next: page.index + 1 < plan.pages.length ? ctx.at(page.index + 1) : undefined,
    source: page.showSource
      ? `${ctx.root}_sources/${page.path.replace(/\.html$/, '.rst.txt')}`
      : undefined,
  };
}
