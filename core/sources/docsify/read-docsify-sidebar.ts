import type { NavEntry } from '../../store/nav-tree.ts';
import type { DocsifyConfig } from './read-docsify-config.ts';
import { applyDocsifyAlias } from './read-docsify-config.ts';

/**
 * The Markdown file a Docsify route is served from. Docsify (hash router, its default) shows
 * `#/guide/setup` from `guide/setup.md` and `#/` or `#/guide/` from the folder's `README.md`,
 * every path read from the site's root or its `basePath` (`base`), after its `alias` rewrote the
 * route. Undefined for a link off the site.
 */
export function docsifyFile(
  target: string,
  base: string,
  alias: DocsifyConfig['alias'] = [],
): string | undefined {
  let route = target.trim().replace(/^#(?=\/)/, '');
  if (alias.length > 0 && !/^[a-z][a-z0-9+.-]*:/i.test(route)) {
    const [path = '', rest = ''] = route.split(/(?=[?#])/, 2);
    route = applyDocsifyAlias(path.startsWith('/') ? path : `/${path}`, alias) + rest;
  }
  const url = URL.parse(route.replace(/^\/(?!\/)/, ''), base);
  if (url === null || url.origin !== new URL(base).origin) return undefined;
  url.hash = '';
  url.search = '';
  if (url.pathname.endsWith('/')) url.pathname += 'README.md';
  else if (!/\.md$/i.test(url.pathname)) url.pathname += '.md';
  return url.href;
}

const ITEM = /^(\s*)[*+-]\s+(.*)$/;
const LINK = /^\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/;

/**
 * `_sidebar.md` as Docsify reads it: a Markdown list, nested by indentation, of links to routes
 * and of plain items that head a group. Read, never run; the order is the site's own.
 */
export function readDocsifySidebar(
  markdown: string,
  base: string,
  alias: DocsifyConfig['alias'] = [],
): NavEntry[] {
  const root: NavEntry[] = [];
  const open: Array<{ indent: number; children: NavEntry[] }> = [{ indent: -1, children: root }];
  for (const line of markdown.split(/\r?\n/)) {
    const item = ITEM.exec(line);
    if (!item) continue;
    const indent = (item[1] ?? '').replace(/\t/g, '  ').length;
    const text = (item[2] ?? '').trim();
    const link = LINK.exec(text);
    const title = (link ? (link[1] ?? '') : text).replace(/[*_`]/g, '').trim();
    if (title === '') continue;
    const url = link ? (docsifyFile(link[2] ?? '', base, alias) ?? null) : null;
    if (link && url === null) continue; // a link off the site: not the docset's page
    while ((open.at(-1)?.indent ?? -1) >= indent) open.pop();
    const entry: NavEntry = { title, url, children: [] };
    open.at(-1)!.children.push(entry);
    open.push({ indent, children: entry.children });
  }
  return root;
}

/** Every file the tree names, in its order, each once. */
export function sidebarFiles(tree: readonly NavEntry[]): string[] {
  const files = new Set<string>();
  const walk = (entries: readonly NavEntry[]): void => {
    for (const entry of entries) {
      if (entry.url !== null) files.add(entry.url);
      walk(entry.children);
    }
  };
  walk(tree);
  return [...files];
}
