import { selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { NavEntry } from '../store/nav-tree.ts';
import { GENERATOR_NAV } from './generator-nav.ts';
import type { Generator } from './generator-profiles.ts';
import { isElement } from './is-element.ts';
import { resolveUrl } from './resolve-url.ts';

/**
 * The sidebar containers of the themes the catalog meets, most specific first. The generator only
 * reorders them: a theme's own container is tried before the others' look-alikes.
 */
const CONTAINERS: ReadonlyArray<readonly [generator: string, selector: string]> = [
  ['sphinx', 'div.bd-sidebar-primary nav.bd-docs-nav'],
  ['sphinx', '.bd-docs-nav'],
  ['sphinx', '.sidebar-tree'],
  ['sphinx', 'div.wy-menu-vertical'],
  ['sphinx', 'nav#pytorch-left-menu'],
  ['sphinx', '.pytorch-left-menu'],
  ['docusaurus', 'aside.theme-doc-sidebar-container nav.menu'],
  ['quarto', 'nav#quarto-sidebar'],
  ['jekyll', 'nav.nav__list'],
  ['jekyll', '.sidebar .nav__items'],
  ['sphinx', 'div.sphinxsidebar'],
];

/** Where a link led: absolute, fragment-less, with whether it only pointed into the page itself. */
interface Target {
  url: string | null;
  anchorOnly: boolean;
}

const text = (node: AnyNode): string => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
const isTag = (node: AnyNode, ...names: string[]): boolean =>
  isElement(node) && names.includes(node.name);

function target(link: Element | undefined, pageUrl: string): Target {
  const href = link?.attribs.href;
  const url = resolveUrl(href, pageUrl);
  if (url === undefined) return { url: null, anchorOnly: false };
  const bare = url.split('#')[0]!;
  // `href="#"` (Docusaurus categories) and `#x` are headers, not pages.
  return { url: bare, anchorOnly: href!.trim().startsWith('#') };
}

/** The lists directly under `node`, not those nested inside other lists. */
function topLists(node: AnyNode): Element[] {
  if (isElement(node) && isTag(node, 'ul', 'ol', 'dl')) return [node];
  return isElement(node) ? node.children.flatMap(topLists) : [];
}

/** The item's own link or label: the first one outside its nested lists. */
function head(li: Element): Element | undefined {
  const walk = (node: AnyNode): Element | undefined => {
    if (!isElement(node) || isTag(node, 'ul', 'ol')) return undefined;
    // A label: Material's sections are titled by the label of their checkbox, not by a link.
    if (isTag(node, 'a', 'span', 'p', 'button', 'label')) return node;
    for (const child of node.children) {
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const child of li.children) {
    const found = walk(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * A sidebar entry as read, before the docset's scope is applied: the scope is the crawl's, known
 * only on the main thread, while the sidebar is read in the extraction worker from the page's one
 * parse. Plain data, so it crosses from the worker as it is.
 */
export interface RawNavEntry {
  title: string;
  url: string | null;
  children: RawNavEntry[];
}

/** One sidebar container's content: url-less caption groups and entries, in order. */
export type RawNavTree = RawNavEntry[];

/** A `ul`/`ol` (or DocBook's `dl.toc`) and its nested lists as entries, in order. */
export function readList(list: Element, pageUrl: string): RawNavEntry[] {
  if (list.name === 'dl') return readTerms(list, pageUrl);
  const entries: RawNavEntry[] = [];
  for (const li of list.children) {
    if (!isElement(li) || li.name !== 'li') continue;
    const label = head(li);
    const previous = entries.at(-1);
    if (label === undefined && previous !== undefined) {
      // mdBook nests a chapter's sections in the next item (`<li><ol class="section">`).
      previous.children.push(...li.children.flatMap(topLists).flatMap((l) => readList(l, pageUrl)));
      continue;
    }
    const title = label ? text(label) : '';
    const link = label?.name === 'a' ? label : undefined;
    const found = target(link, pageUrl);
    const url = found.anchorOnly ? null : found.url;
    const children = li.children.flatMap(topLists).flatMap((l) => readList(l, pageUrl));
    entries.push({ title, url, children });
  }
  return entries;
}

/**
 * A definition list as a tree (DocBook's and gtk-doc's `dl.toc`): each term is an entry, and
 * the lists in the description after it are its children.
 */
function readTerms(list: Element, pageUrl: string): RawNavEntry[] {
  const entries: RawNavEntry[] = [];
  for (const child of list.children) {
    if (!isElement(child)) continue;
    if (child.name === 'dt') {
      const link = selectOne('a[href]', child) ?? undefined;
      const found = target(link, pageUrl);
      entries.push({ title: text(child), url: found.anchorOnly ? null : found.url, children: [] });
    } else if (child.name === 'dd') {
      const owner = entries.at(-1);
      const below = child.children.flatMap(topLists).flatMap((l) => readList(l, pageUrl));
      if (owner) owner.children.push(...below);
      else entries.push(...below);
    }
  }
  return entries;
}

/**
 * The scope applied to entries as read, with the rules the sidebar always had: a child that is
 * only an anchor into its parent's page is a heading, not a page; a link out of scope keeps its
 * title only when it groups children; an entry without a title, or without a page and children,
 * goes.
 */
function scoped(entries: readonly RawNavEntry[], inScope: (url: string) => boolean): NavEntry[] {
  const kept: NavEntry[] = [];
  for (const entry of entries) {
    let url = entry.url;
    const children = scoped(entry.children, inScope).filter(
      (c) => c.url === null || url === null || c.url !== url || c.children.length > 0,
    );
    if (url !== null && !inScope(url)) url = null;
    if (!entry.title || (url === null && children.length === 0)) continue;
    kept.push({ title: entry.title, url, children });
  }
  return kept;
}

/**
 * Every sidebar container the page has, most likely first, read but not yet scoped: nested
 * `ul/li/a` become entries, Sphinx `p.caption`s become url-less groups over the list that follows
 * them. Groups are marked by `url: null` with the group's entries as children.
 */
export function readNavCandidates(doc: Document, pageUrl: string, generator: string): RawNavTree[] {
  // A profile's own containers are tried for its pages only: `div.toc` or `nav.sidebar` is a
  // page's local contents on other sites (Doxygen's, rustdoc's), not the site's tree.
  const own = (GENERATOR_NAV[generator as Generator] ?? []).map((s) => [generator, s] as const);
  const ordered = [
    ...own,
    ...CONTAINERS.filter(([g]) => g === generator),
    ...CONTAINERS.filter(([g]) => g !== generator),
  ];
  const candidates: RawNavTree[] = [];
  for (const [, selector] of ordered) {
    const container = selectOne(selector, doc);
    if (!container) continue;
    // Classic Sphinx sidebars also hold the page's local TOC and relations: toctree lists only.
    const toctree = selector === 'div.sphinxsidebar';
    const tree: RawNavTree = [];
    let group: GroupDraft | undefined;
    const visit = (node: AnyNode): void => {
      if (!isElement(node)) return;
      if (isTag(node, 'p', 'div', 'span') && node.attribs.class?.split(/\s+/).includes('caption')) {
        group = { title: text(node), url: null, children: [], group: true };
        tree.push(group);
        return;
      }
      if (isTag(node, 'ul', 'ol') || (isTag(node, 'dl') && hasClass(node, 'toc'))) {
        const l1 = (c: AnyNode) => isElement(c) && /\btoctree-l1\b/.test(c.attribs.class ?? '');
        if (toctree && !node.children.some(l1)) return;
        (group?.children ?? tree).push(...readList(node, pageUrl));
        return;
      }
      node.children.forEach(visit);
    };
    // A selector may name the list itself (MkDocs' navbar).
    if (isTag(container, 'ul', 'ol')) visit(container);
    else container.children.forEach(visit);
    candidates.push(tree);
  }
  return candidates;
}

function hasClass(node: Element, name: string): boolean {
  return node.attribs.class?.split(/\s+/).includes(name) ?? false;
}

/** A caption group while it is read: its entries are the lists after it, scoped as lists. */
interface GroupDraft extends RawNavEntry {
  group: true;
}

/** The first candidate that keeps anything once scoped: the docset's navigation tree. */
export function chooseNavTree(
  candidates: readonly RawNavTree[],
  inScope: (url: string) => boolean = () => true,
): NavEntry[] {
  for (const tree of candidates) {
    const kept = tree
      .map((e) =>
        isGroup(e)
          ? { title: e.title, url: null, children: scoped(e.children, inScope) }
          : scoped([e], inScope)[0],
      )
      .filter((e): e is NavEntry => e !== undefined)
      .filter((e) => e.url !== null || e.children.length > 0);
    if (kept.length > 0) return kept;
  }
  return [];
}

function isGroup(entry: RawNavEntry): boolean {
  return (entry as Partial<GroupDraft>).group === true;
}

/**
 * The docset's navigation from one page's sidebar: nested `ul/li/a` become entries, Sphinx
 * `p.caption`s become url-less groups over the list that follows them. Links out of scope keep
 * their title only when they group children; anchor-only links are not pages. Parses `html`: the
 * crawl asks the extraction worker for the candidates of a page it extracts instead.
 */
export function extractNavTree(
  html: string,
  pageUrl: string,
  generator: string,
  inScope: (url: string) => boolean = () => true,
): NavEntry[] {
  return chooseNavTree(readNavCandidates(parseDocument(html), pageUrl, generator), inScope);
}
