import type { Database } from 'better-sqlite3';
import type { NavEntry } from '../store/nav-tree.ts';
import { writeNavGroup, writeNavTree } from '../store/nav-tree.ts';

/**
 * Whose navigation a crawl finds: the docset's own (its sidebar or llms.txt is the tree), or one
 * group of it (a repository's guide on a docs host, listed after the repository's files).
 */
export type NavRole = 'docset' | 'group';

/** Stores a tree found by a crawl: `title` names the group (the guide's root page title). */
export type KeepNav = (tree: readonly NavEntry[], source: string, title?: string) => void;

export function keepNav(db: Database, docsetId: string, entry: string, role: NavRole): KeepNav {
  if (role === 'docset') return (tree, source) => writeNavTree(db, docsetId, source, tree);
  return (tree, _source, title) =>
    writeNavGroup(db, docsetId, {
      title: title?.trim() || new URL(entry).host,
      url: entry,
      children: [...tree],
    });
}
