import type { TocPage } from '../store/build-toc.ts';
import { buildToc } from '../store/build-toc.ts';
import { collapseDoubledLevels } from './collapse-doubled-levels.ts';
import type { TocEntry } from './folio-api.ts';
import { pageKey } from '../url/canonicalize-url.ts';

/** The trailing group of the pages the site's own navigation does not list. */
export const MORE_PAGES = 'More pages';

/**
 * A docset's table of contents from its stored navigation and its live pages, so every page is
 * reachable: a sidebar lists only what the site chose to (DeepSpeed's omits its blog posts and the
 * API on its second host, torchtune's its generated API pages), and many omit their own landing
 * page. The entry page comes first when the tree lacks it; the pages the tree does not mention
 * follow, grouped by URL as a derived TOC would group them, under one trailing group.
 *
 * `pages` are in crawl order, so the first is where the entry landed (a redirect or a meta
 * refresh from `entryUrl`) when the entry URL itself is not stored.
 */
export function composeToc(
  entryUrl: string,
  tree: readonly TocEntry[],
  pages: readonly TocPage[],
): TocEntry[] {
  const keyed = pages.map((page) => ({ page, key: pageKey(page.url) }));
  const stored = new Map(keyed.map((p) => [p.key, p.page.url]));
  const listed = new Set<string>();
  const nav = respell(collapseDoubledLevels(tree), stored, listed);
  const entryKey = pageKey(entryUrl);
  const entry = keyed.find((p) => p.key === entryKey) ?? keyed[0];
  const unlisted = keyed.filter((p) => p !== entry && !listed.has(p.key)).map((p) => p.page);

  const head = entry && !listed.has(entry.key) ? [leaf(entry.page)] : [];
  const base = entry ? directoryUrl(entry.page.url) : entryUrl;
  const more = unlisted.length
    ? [{ title: MORE_PAGES, url: null, children: buildToc(base, unlisted).map(mergeChain) }]
    : [];
  return [...head, ...nav, ...more];
}

/**
 * Gives each entry its page's stored spelling (`a/index.html` → `a/`, `a` → `a/`), fragment kept,
 * so the reader finds the current page's row by URL; notes which pages the tree mentions in `listed`.
 * An entry whose page is not in the cache (removed since, never fetched, off-site) would only
 * open an error offline: it is dropped, or kept as a plain label when pages sit under it.
 */
function respell(
  tree: readonly TocEntry[],
  stored: ReadonlyMap<string, string>,
  listed: Set<string>,
): TocEntry[] {
  return tree.flatMap(({ title, url, children }): TocEntry[] => {
    let spelled = url;
    if (url !== null) {
      const key = pageKey(url);
      const hash = url.indexOf('#');
      const page = stored.get(key);
      if (page !== undefined) listed.add(key);
      spelled = page === undefined ? null : hash < 0 ? page : page + url.slice(hash);
    }
    const below = respell(children, stored, listed);
    if (spelled === null && below.length === 0) return [];
    return [{ title, url: spelled, children: below }];
  });
}

function leaf(page: TocPage): TocEntry {
  return { title: page.title || page.url, url: page.url, children: [] };
}

/**
 * The landing page as the directory the other pages are grouped under. A landing page without a
 * file name (GitBook's `/docs`) is that directory itself, as `/docs/` and `/docs` are one page.
 */
function directoryUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.slice(parsed.pathname.lastIndexOf('/') + 1);
    if (last !== '' && !last.includes('.')) parsed.pathname += '/';
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * Folds a chain of groups with one group each into one node (`2023/04/24`, a host's `en/latest`):
 * a blog post or a second host's API would otherwise sit three clicks deep behind bare segments.
 */
function mergeChain(entry: TocEntry): TocEntry {
  let { title, children } = entry;
  for (
    let only = children[0];
    entry.url === null && children.length === 1 && only?.url === null && only.children.length > 0;
    only = children[0]
  ) {
    title = `${title}/${only.title}`;
    children = only.children;
  }
  return { title, url: entry.url, children: children.map(mergeChain) };
}
