import type { NavEntry } from './nav-tree.ts';

export interface TocPage {
  url: string;
  title: string;
}

interface Node {
  segment: string;
  page?: TocPage;
  children: Map<string, Node>;
}

/**
 * A table of contents from page URLs alone, until navigation data is stored: pages are grouped by
 * their path segments under the entry URL's directory, so `guide/zero.html` sits under a `guide`
 * node (titled by `guide/`'s own page when it is cached). The entry page comes first. Pages
 * outside the entry directory (extra scope prefixes, other hosts) are grouped from their host.
 * Order is the order given: the crawl's, breadth-first from the entry page along its links, which
 * follows the site's own navigation far better than any sort by title or path.
 */
export function buildToc(entryUrl: string, pages: readonly TocPage[]): NavEntry[] {
  const base = directoryOf(entryUrl);
  const root: Node = { segment: '', children: new Map() };
  for (const page of pages) {
    let node = root;
    for (const segment of segmentsOf(page.url, base)) {
      let child = node.children.get(segment);
      if (!child) {
        child = { segment, children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    // Two spellings of one page (`a/` and `a`) land on one node; the first, by URL order, wins.
    node.page ??= page;
  }
  const entries = childrenOf(root);
  return root.page ? [toEntry({ ...root, children: new Map() }), ...entries] : entries;
}

function childrenOf(node: Node): NavEntry[] {
  return [...node.children.values()].map(toEntry);
}

function toEntry(node: Node): NavEntry {
  return {
    title: node.page?.title || readable(node.segment),
    url: node.page?.url ?? null,
    children: childrenOf(node),
  };
}

/** The path segments of `url` below `base`; a directory page (`a/`, `a/index.html`) is `a` itself. */
function segmentsOf(url: string, base: URL | null): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const path = parsed.pathname.replace(/\/index\.html?$/, '/');
  const inside = base !== null && parsed.origin === base.origin && path.startsWith(base.pathname);
  const segments = (inside ? path.slice(base.pathname.length) : path)
    .split('/')
    .filter((s) => s !== '');
  // A query names a different page (`?page=2`): it stays with the last segment.
  if (parsed.search && segments.length > 0 && !path.endsWith('/')) {
    segments.push(`${segments.pop() ?? ''}${parsed.search}`);
  } else if (parsed.search) {
    segments.push(parsed.search);
  }
  return inside ? segments : [parsed.host, ...segments];
}

function directoryOf(entryUrl: string): URL | null {
  try {
    const url = new URL(entryUrl);
    url.pathname = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    url.search = '';
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

/** A grouping node is named after its segment, as the user would read it in the URL. */
function readable(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
