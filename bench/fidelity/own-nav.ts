import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { SiteCheck } from './site-checks.ts';

const BASE = 'http://site.invalid/';

/** A link as the page inside the site it names, without its fragment; undefined when external. */
export function sitePath(href: string, from: string): string | undefined {
  const url = new URL(href, new URL(from, BASE));
  if (url.origin !== new URL(BASE).origin) return undefined;
  const path = decodeURIComponent(url.pathname).slice(1);
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

/** The pages of the site's own navigation, in its order, read from its files under `dir`. */
export function readOwnNav(dir: string, nav: SiteCheck['nav']): string[] {
  if ('doxygenNavtree' in nav) return readNavtree(dir, nav.doxygenNavtree, 0);
  const html = readFileSync(join(dir, nav.page), 'utf8');
  return selectAll<AnyNode, Element>(nav.links, parseDocument(html)).flatMap((a) => {
    const path = sitePath(a.attribs.href ?? '', nav.page);
    return path === undefined ? [] : [path];
  });
}

type NavtreeEntry = [string, string | null, NavtreeEntry[] | string | null];

/**
 * Doxygen's tree, as its navtree.js walks it: `[title, page, children]`, where children are an
 * array or the name of a file (`modules` → modules.js) that holds them, read to every level (a
 * class is listed under its module before the alphabetical class list; bounded against loops).
 */
function readNavtree(dir: string, file: string, depth: number): string[] {
  const path = join(dir, file);
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const literal = /var \w+ =\s*(\[[\s\S]*?\n\]);/.exec(text)?.[1];
  if (literal === undefined) return [];
  const walk = (entries: NavtreeEntry[], level: number): string[] =>
    entries.flatMap(([, page, children]) => [
      ...(page === null ? [] : [page.replace(/#.*/, '')]),
      ...(Array.isArray(children)
        ? walk(children, level)
        : typeof children === 'string' && level < 8
          ? readNavtree(dir, `${children}.js`, level + 1)
          : []),
    ]);
  return walk(JSON.parse(literal) as NavtreeEntry[], depth);
}
