import type { Database } from 'better-sqlite3';
import { readNavTree } from '../store/nav-tree.ts';
import { readDocsetPages } from '../store/read-docset-pages.ts';
import { buildToc } from '../store/build-toc.ts';
import { composeToc } from './compose-toc.ts';
import type { TocEntry } from './folio-api.ts';

/**
 * What getToc returns: the docset's own navigation (a sidebar, llms.txt sections, a repository's
 * README and folders) completed with the pages it leaves out, or, when the mirror stored none, a
 * tree derived from the page URLs. Composed at read time, so a change here needs no re-sync.
 */
export function readToc(db: Database, docsetId: string, entryUrl: string): TocEntry[] {
  const pages = readDocsetPages(db, docsetId);
  const tree = readNavTree(db, docsetId);
  return tree && tree.length > 0 ? composeToc(entryUrl, tree, pages) : buildToc(entryUrl, pages);
}
