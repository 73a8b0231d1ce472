import { selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { RawNavEntry } from './extract-nav-tree.ts';
import { readTypedocData } from '../sources/symbols/typedoc-data.ts';
import type { FetchText } from '../sources/symbols/index-symbol.ts';

/** A scheme (`https:`, `javascript:`): TypeDoc's paths are relative to the site's root. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function entries(value: unknown, root: string): RawNavEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((node: unknown): RawNavEntry[] => {
    if (typeof node !== 'object' || node === null) return [];
    const { text, path, children } = node as { text?: unknown; path?: unknown; children?: unknown };
    if (typeof text !== 'string' || text.trim() === '') return [];
    const url =
      typeof path === 'string' && path !== '' && !HAS_SCHEME.test(path)
        ? new URL(path, root).href
        : null;
    const below = entries(children, root);
    return url === null && below.length === 0 ? [] : [{ title: text, url, children: below }];
  });
}

/**
 * TypeDoc's sidebar (0.25 on): an empty `nav.tsd-navigation` under the project's link, filled by
 * script from `assets/navigation.js`, a tree of `{text, path, kind, children}` whose paths are
 * relative to the site's root (`<html data-base="../">`). The project's link comes first, as the
 * sidebar shows it, then the tree in its order: documents, then modules with their members.
 */
export async function readTypedocNav(
  page: { url: string; html: () => string },
  fetchText: FetchText,
): Promise<RawNavEntry[]> {
  const doc = parseDocument(page.html());
  const html = selectOne<AnyNode, Element>('html', doc);
  const root = new URL(html?.attribs['data-base'] ?? './', page.url).href;
  const script = selectOne<AnyNode, Element>('script#tsd-nav-script[src]', doc);
  const url = new URL(script?.attribs.src ?? 'assets/navigation.js', script ? page.url : root).href;
  const text = await fetchText(url);
  if (text === undefined) return [];
  const tree = entries(readTypedocData(text, 'navigationData'), root);
  const project = selectOne<AnyNode, Element>('nav.tsd-navigation > a[href]', doc);
  const href = project?.attribs.href ?? '';
  const title = project ? DomUtils.textContent(project).trim() : '';
  if (title === '' || href === '' || HAS_SCHEME.test(href)) return tree;
  return [{ title, url: new URL(href, page.url).href, children: [] }, ...tree];
}
