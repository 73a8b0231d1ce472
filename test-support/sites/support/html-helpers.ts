import { posix } from 'node:path';

/** A link target written the way a static generator writes it: relative to the page. */
export function rel(from: string, to: string): string {
  const [path = '', hash] = to.split('#');
  const base = from.endsWith('/') ? from.slice(0, -1) : posix.dirname(from);
  let out = posix.relative(base, path);
  if (path.endsWith('/')) out = out === '' ? './' : `${out}/`;
  return hash === undefined ? out : `${out}#${hash}`;
}

/** A Sphinx section: `<section id>` around a heading with its permalink glyph. */
export function section(id: string, title: string, inner: string, level = 2, glyph = '¶'): string {
  const link = `<a class="headerlink" href="#${id}" title="Link to this heading">${glyph}</a>`;
  return `<section id="${id}">\n<h${level}>${title}${link}</h${level}>\n${inner}\n</section>`;
}

/** A Sphinx highlighted code block (pygments markup reduced to its wrapper). */
export function codeBlock(language: string, code: string): string {
  const escaped = code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<div class="highlight-${language} notranslate"><div class="highlight"><pre><span></span>${escaped}\n</pre></div>\n</div>`;
}

/** One entry of a sidebar; `href` is a site path (themes make it relative where they should). */
export interface NavItem {
  title: string;
  href: string;
  children?: NavItem[];
}

/** A captioned group of sidebar entries (Sphinx toctree captions, Docusaurus categories). */
export interface NavGroup {
  caption: string;
  items: NavItem[];
}

/** Sphinx toctree markup for a sidebar: `<p class="caption">` then `li.toctree-lN` lists. */
export function toctreeHtml(groups: NavGroup[], page: string, link = rel): string {
  const list = (items: NavItem[], level: number): string =>
    `<ul>\n${items
      .map((item) => {
        const current = item.href === page ? ' current' : '';
        const children = item.children ? list(item.children, level + 1) : '';
        return `<li class="toctree-l${level}${current}"><a class="reference internal${current}" href="${link(page, item.href)}">${item.title}</a>${children}</li>`;
      })
      .join('\n')}\n</ul>`;
  return groups
    .map(
      (g) =>
        `<p class="caption" role="heading"><span class="caption-text">${g.caption}</span></p>\n${list(g.items, 1)}`,
    )
    .join('\n');
}
