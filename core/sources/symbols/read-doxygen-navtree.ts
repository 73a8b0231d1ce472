import type { FetchText } from './index-symbol.ts';
import { assignedLiteral } from '../js-literal.ts';

/** A tree node as read (NavNode's shape; sources sit below extraction, so it is spelled here). */
export interface NavNode {
  title: string;
  url: string | null;
  children: NavNode[];
}

/** Enough for Eigen's chapters, modules and class list; each file is a request. */
const MAX_FILES = 200;

/**
 * Doxygen's tree view (`navtreedata.js`: `var NAVTREE = [["Eigen","index.html",[…]]]`), each node
 * `[title, url, children]` where children are inline, null, or the name of a script beside it
 * (`"modules"` → `modules.js`, `var modules = […]`). A class's or struct's own script lists its
 * members, anchors into its page, so it is not fetched. The root node is the project itself:
 * its children are the tree.
 */
export async function readDoxygenNavtree(
  dataUrl: string,
  fetchText: FetchText,
): Promise<NavNode[]> {
  const text = await fetchText(dataUrl);
  if (text === undefined) return [];
  const tree = assignedLiteral(text, 'NAVTREE');
  let budget = MAX_FILES;
  const read = async (nodes: unknown, depth: number): Promise<NavNode[]> => {
    if (!Array.isArray(nodes)) return [];
    const entries: NavNode[] = [];
    for (const node of nodes as unknown[]) {
      if (!Array.isArray(node) || typeof node[0] !== 'string') continue;
      const [title, href, below] = node as [string, unknown, unknown];
      const url = typeof href === 'string' ? new URL(href, dataUrl).href.split('#')[0]! : null;
      let children: unknown = below;
      const member = typeof href === 'string' && /^(class|struct|union)/.test(href);
      if (typeof below === 'string' && /^\w+$/.test(below) && !member && budget > 0 && depth < 6) {
        budget--;
        const script = await fetchText(new URL(`${below}.js`, dataUrl).href);
        children = script === undefined ? [] : assignedLiteral(script, below);
      }
      entries.push({ title, url, children: await read(children, depth + 1) });
    }
    return entries;
  };
  const [root] = await read(tree, 0);
  return root?.children ?? [];
}
