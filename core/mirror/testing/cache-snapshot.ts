import type { Cache } from '../../store/open-cache.ts';
import { readCrawlLinks } from '../../store/read-crawl-links.ts';

/**
 * What a docset's live pages hold, comparable across caches: each page's key and content hash,
 * its sections and the links a re-sync follows from it, sorted by key.
 */
export function cacheSnapshot(cache: Cache): unknown[] {
  const pages = cache.db
    .prepare("SELECT id, key, content_hash AS hash FROM pages WHERE status = 'ok' ORDER BY key")
    .all() as Array<{ id: number; key: string; hash: string }>;
  const sections = cache.db.prepare(
    'SELECT anchor, heading, level FROM sections WHERE page_id = ? ORDER BY ord',
  );
  return pages.map((page) => ({
    key: page.key,
    hash: page.hash,
    sections: sections.all(page.id),
    crawlLinks: readCrawlLinks(cache.db, page.id),
  }));
}
