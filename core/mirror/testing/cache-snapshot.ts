import type { Cache } from '../../store/open-cache.ts';
import { decompress } from '../../store/compress.ts';

/**
 * What a docset's live pages hold, comparable across caches: each page's key and content hash,
 * its sections and its stored links, sorted by key.
 */
export function cacheSnapshot(cache: Cache): unknown[] {
  const pages = cache.db
    .prepare("SELECT id, key, content_hash AS hash FROM pages WHERE status = 'ok' ORDER BY key")
    .all() as Array<{ id: number; key: string; hash: string }>;
  const sections = cache.db.prepare(
    'SELECT anchor, heading, level FROM sections WHERE page_id = ? ORDER BY ord',
  );
  const links = cache.db.prepare('SELECT codec, targets FROM links WHERE page_id = ?');
  return pages.map((page) => {
    const row = links.get(page.id) as { codec: string; targets: Buffer } | undefined;
    return {
      key: page.key,
      hash: page.hash,
      sections: sections.all(page.id),
      links: row
        ? (JSON.parse(decompress(row.codec, row.targets).toString('utf8')) as unknown)
        : null,
    };
  });
}
