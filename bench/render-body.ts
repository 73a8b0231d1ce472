import { renderBlock, paragraph } from './render-block.ts';
import type { RenderContext } from './render-context.ts';
import type { PlannedPage } from './plan-site.ts';

const permalink = (id: string) =>
  `<a class="headerlink" href="#${id}" title="Link to this heading">¶</a>`;

/**
 * The main content: nested <section>s with permalinked headings, filled with blocks until the
 * page reaches `budget` bytes. Non-leaf pages start with their toctree, as Sphinx index pages do.
 */
export function renderBody(ctx: RenderContext, budget: number): string {
  const { page } = ctx;
  const out: string[] = [
    `<section id="${page.id}">\n<h1>${page.title}${permalink(page.id)}</h1>\n`,
    paragraph(ctx),
  ];
  let size = out[0]!.length + out[1]!.length;
  if (page.children.length > 0) {
    const tree = toctree(ctx, page);
    out.push(tree);
    size += tree.length;
  }
  if (page.image !== undefined) {
    const figure = `<figure class="align-default" id="figure-${page.image}">\n<img alt="${page.title} diagram" src="${ctx.root}_images/diagram-${page.image}.png" />\n<figcaption>\n<p><span class="caption-text">${ctx.prose.sentence(7)}</span></p>\n</figcaption>\n</figure>\n`;
    out.push(figure);
    size += figure.length;
  }
  let open = 0;
  for (const [k, heading] of page.headings.entries()) {
    const depth = heading.level - 1;
    for (; open >= depth; open--) out.push('</section>\n');
    const head = `<section id="${heading.id}">\n<h${heading.level}>${heading.title}${permalink(heading.id)}</h${heading.level}>\n`;
    out.push(head);
    size += head.length;
    open = depth;
    // Recomputed per section so one section's overshoot is taken from the next ones.
    const share = Math.max(300, (budget - size) / (page.headings.length - k));
    let written = 0;
    while (written < share) {
      const block = renderBlock(ctx);
      out.push(block);
      written += block.length;
    }
    size += written;
  }
  for (; open >= 0; open--) out.push('</section>\n');
  return out.join('');
}

function toctree(ctx: RenderContext, page: PlannedPage): string {
  const items = page.children.map((c) => {
    const child = ctx.at(c);
    const grandchildren = child.children
      .map((g) => {
        const leaf = ctx.at(g);
        return `<li class="toctree-l2"><a class="reference internal" href="${ctx.href(leaf)}">${leaf.title}</a></li>`;
      })
      .join('\n');
    const nested = grandchildren ? `\n<ul>\n${grandchildren}\n</ul>\n` : '';
    return `<li class="toctree-l1"><a class="reference internal" href="${ctx.href(child)}">${child.title}</a>${nested}</li>`;
  });
  return `<div class="toctree-wrapper compound">\n<ul>\n${items.join('\n')}\n</ul>\n</div>\n`;
}
