import type { Database } from 'better-sqlite3';
import type { NavEntry } from '../store/nav-tree.ts';
import { readNavTree, writeNavGroup, writeNavTree } from '../store/nav-tree.ts';

/**
 * Whose navigation a crawl finds: the docset's own (its sidebar or llms.txt is the tree), one
 * group of it (a repository's guide on a docs host, listed after the repository's files), or a
 * repository's table of contents (the tree, keeping its guide's group).
 */
export type NavRole = 'docset' | 'group' | 'repository';

/** Stores a tree found by a crawl: `title` names the group (the guide's root page title). */
export type KeepNav = (tree: readonly NavEntry[], source: string, title?: string) => void;

export function keepNav(db: Database, docsetId: string, entry: string, role: NavRole): KeepNav {
  switch (role) {
    case 'docset':
      return (tree, source) => writeNavTree(db, docsetId, source, tree);
    case 'group':
      return (tree, _source, title) =>
        writeNavGroup(db, docsetId, {
          title: title?.trim() || new URL(entry).host,
          url: entry,
          children: [...tree],
        });
    case 'repository':
      return (tree, source) => {
        // A guide crawled with the repository keeps its group; the guide's crawl replaces it if
        // it changed. The repository's own entries all live under its URL.
        const root = entry.endsWith('/') ? entry : `${entry}/`;
        const guides = (readNavTree(db, docsetId) ?? []).filter(
          (e) => e.url !== null && !e.url.startsWith(root),
        );
        writeNavTree(db, docsetId, source, [...tree, ...guides]);
      };
  }
}
