import type { Database } from 'better-sqlite3';
import { CODEC, compress, decompress } from './compress.ts';
import { crawlLists } from './crawl-lists.ts';
import type { CrawlLists } from './crawl-lists.ts';

/**
 * Migration 14's rewrite, which SQL cannot do (the rows are compressed JSON). A links row held a
 * page's content links and images, which its HTML has (content-urls.ts), and its crawl list,
 * which crawl_lists holds too: together a twentieth of the bench's cache. Each row's crawl list
 * is written to crawl_lists again and the row goes; a list that table cannot hold (a shared
 * hash) stays in a row of its own, and an unreadable row stays as it was, so nothing a reader
 * could get before is lost. One transaction: a cache closed half-way still has the flag.
 */
export function foldLinksIfNeeded(db: Database): void {
  const flag = db.prepare("SELECT value FROM cache_info WHERE key = 'links_fold'").pluck();
  if (flag.get() === undefined) return;
  // Ids first: better-sqlite3 cannot write while a read on the same connection is open.
  const rows = db
    .prepare(
      'SELECT l.page_id AS pageId, p.docset_id AS docsetId FROM links l JOIN pages p ON p.id = l.page_id ORDER BY l.page_id',
    )
    .all() as Array<{ pageId: number; docsetId: string }>;
  const read = db.prepare('SELECT codec, targets FROM links WHERE page_id = ?');
  const drop = db.prepare('DELETE FROM links WHERE page_id = ?');
  const keep = db.prepare('UPDATE links SET codec = ?, targets = ? WHERE page_id = ?');
  const dropList = db.prepare('DELETE FROM crawl_lists WHERE page_id = ?');
  db.transaction(() => {
    const lists = new Map<string, CrawlLists>();
    for (const { pageId, docsetId } of rows) {
      const row = read.get(pageId) as { codec: string; targets: Buffer };
      const crawl = readCrawl(row);
      if (crawl === 'unreadable') continue;
      if (crawl === undefined) {
        drop.run(pageId);
        continue;
      }
      let docsetLists = lists.get(docsetId);
      if (!docsetLists) lists.set(docsetId, (docsetLists = crawlLists(db, docsetId)));
      dropList.run(pageId);
      if (docsetLists.write(pageId, crawl)) drop.run(pageId);
      else keep.run(CODEC, compress(JSON.stringify({ crawl })), pageId);
    }
    db.prepare("DELETE FROM cache_info WHERE key = 'links_fold'").run();
  }).immediate();
}

function readCrawl(row: { codec: string; targets: Buffer }): string[] | undefined | 'unreadable' {
  try {
    const parsed = JSON.parse(decompress(row.codec, row.targets).toString('utf8')) as {
      crawl?: unknown;
    };
    const { crawl } = parsed;
    if (crawl === undefined) return undefined;
    if (!Array.isArray(crawl) || !crawl.every((u) => typeof u === 'string')) return 'unreadable';
    return crawl;
  } catch {
    return 'unreadable';
  }
}
