import type { TocEntry } from './folio-api.ts';
import { pageKey } from '../url/canonicalize-url.ts';

/**
 * Removes a level a sidebar doubles: Sphinx themes (Megatron Core's) put a section's index page
 * under a caption of the same name, so a reader would see "API Guide › API Guide › …". When a
 * node's first child has the node's title and stands for the same page (the node has no page of
 * its own, or the same one), the node takes the child's page and the child's children move up,
 * ahead of the node's other children. Repeated, so three identical levels become one.
 */
export function collapseDoubledLevels(tree: readonly TocEntry[]): TocEntry[] {
  return tree.map(collapseEntry);
}

function collapseEntry(entry: TocEntry): TocEntry {
  let { url, children } = entry;
  for (let first = children[0]; first && doubles(entry.title, url, first); first = children[0]) {
    url = url ?? first.url;
    children = [...first.children, ...children.slice(1)];
  }
  return { title: entry.title, url, children: children.map(collapseEntry) };
}

function doubles(title: string, url: string | null, child: TocEntry): boolean {
  if (normalTitle(child.title) !== normalTitle(title)) return false;
  // A child with a different page of the same name is a real entry, not the node's index.
  return url === null || child.url === null || pageKey(url) === pageKey(child.url);
}

/** Sidebars differ from page titles in spacing only; case stays significant ("docs" ≠ "Docs"). */
function normalTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ');
}
