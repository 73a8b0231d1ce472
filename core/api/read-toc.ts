import type { Database } from 'better-sqlite3';
import { readNavTree } from '../store/nav-tree.ts';
import { readDocsetPages } from '../store/read-docset-pages.ts';
import { readCrawlLinks } from '../store/read-crawl-links.ts';
import { statement } from '../store/statement.ts';
import { buildToc } from '../store/build-toc.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { composeToc } from './compose-toc.ts';
import type { TocEntry } from './folio-api.ts';
import { orderTocPages } from './order-toc-pages.ts';

/**
 * What getToc returns: the docset's own navigation (a sidebar, llms.txt sections, a repository's
 * README and folders) completed with the pages it leaves out, or, when the mirror stored none, a
 * tree derived from the page URLs. Composed at read time, so a change here needs no re-sync.
 * The pages outside the navigation come in a stable order (orderTocPages), not the crawl's.
 */
export function readToc(db: Database, docsetId: string, entryUrl: string): TocEntry[] {
  const stored = readDocsetPages(db, docsetId);
  const links = entryLinks(db, docsetId, entryUrl) ?? entryLinks(db, docsetId, stored[0]?.url);
  const pages = orderTocPages(entryUrl, stored, links ?? []);
  const tree = readNavTree(db, docsetId);
  return tree && tree.length > 0 ? composeToc(entryUrl, tree, pages) : buildToc(entryUrl, pages);
}

/**
 * The landing page's links, in its order: the entry's, else (it redirected) those of the first
 * page stored, where it landed. Undefined when that page is not stored.
 */
function entryLinks(db: Database, docsetId: string, url: string | undefined): string[] | undefined {
  if (url === undefined) return undefined;
  const row = statement(
    db,
    `SELECT id FROM pages WHERE docset_id = ? AND key = ? AND status = 'ok'`,
  ).get(docsetId, pageKey(url)) as { id: number } | undefined;
  return row ? readCrawlLinks(db, row.id) : undefined;
}
