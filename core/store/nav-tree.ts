import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** One entry of a docset's own navigation (same shape as the API's TocEntry). */
export interface NavEntry {
  title: string;
  url: string | null;
  children: NavEntry[];
}

/** Replaces the docset's navigation tree; `source` says where it came from (llms.txt, sidebar). */
export function writeNavTree(
  db: Database,
  docsetId: string,
  source: string,
  tree: readonly NavEntry[],
): void {
  statement(
    db,
    `INSERT INTO nav_trees (docset_id, source, tree) VALUES (?, ?, ?)
     ON CONFLICT (docset_id) DO UPDATE SET source = excluded.source, tree = excluded.tree`,
  ).run(docsetId, source, JSON.stringify(tree));
}

/** The stored navigation tree, or undefined when the docset has none (the TOC is derived). */
export function readNavTree(db: Database, docsetId: string): NavEntry[] | undefined {
  const tree = statement(db, 'SELECT tree FROM nav_trees WHERE docset_id = ?')
    .pluck()
    .get(docsetId) as string | undefined;
  return tree === undefined ? undefined : (JSON.parse(tree) as NavEntry[]);
}

/**
 * Puts `group` into the docset's stored tree as one top-level entry, replacing the entry with the
 * same URL: a second site crawled with a repository (its guide) keeps its own sidebar as a group,
 * and a re-sync replaces that group instead of adding another.
 */
export function writeNavGroup(db: Database, docsetId: string, group: NavEntry): void {
  const tree = (readNavTree(db, docsetId) ?? []).filter((entry) => entry.url !== group.url);
  writeNavTree(db, docsetId, readNavSource(db, docsetId) ?? 'sidebar', [...tree, group]);
}

function readNavSource(db: Database, docsetId: string): string | undefined {
  return statement(db, 'SELECT source FROM nav_trees WHERE docset_id = ?').pluck().get(docsetId) as
    string | undefined;
}
