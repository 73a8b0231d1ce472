import type { Database } from 'better-sqlite3';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { contentUrls } from './content-urls.ts';
import { statement } from './statement.ts';

export interface CachedTargets {
  /** Link targets as the page's HTML spells them, without fragment, whose page is cached. */
  links: string[];
  /** Image URLs as the HTML spells them that are stored as assets. */
  images: string[];
}

/**
 * Which of a page's links and images open offline. The reader uses it to tell a link that stays
 * in the app from one that would need the network; a link counts when its page key (the identity
 * that unifies `/a/` and `/a`) is a cached page, whatever spelling the HTML uses. `html` is the
 * page's stored HTML, which the reader has read already: its links are read from it.
 */
export function readCachedTargets(db: Database, html: string): CachedTargets {
  const stored = contentUrls(html);
  const pageExists = statement(db, 'SELECT 1 FROM pages WHERE key = ?');
  const assetExists = statement(db, 'SELECT 1 FROM assets WHERE url = ?');
  const links = new Set<string>();
  for (const link of stored.links) {
    const target = link.split('#', 1)[0] ?? '';
    const canonical = canonicalizeUrl(target);
    if (canonical !== null && pageExists.get(pageKey(canonical)) !== undefined) links.add(target);
  }
  const images = stored.images.filter((url) => assetExists.get(url) !== undefined);
  return { links: [...links], images: [...new Set(images)] };
}
