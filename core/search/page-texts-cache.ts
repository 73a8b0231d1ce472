import type { Database } from 'better-sqlite3';
import { unpackTexts } from '../store/pack-page.ts';
import { statement } from '../store/statement.ts';

/** Characters of unpacked text kept per connection: a few megabytes. */
const MAX_CHARS = 4_000_000;

interface Entry {
  hash: string;
  texts: string[];
  chars: number;
}

const caches = new WeakMap<Database, { entries: Map<number, Entry>; chars: number }>();

/**
 * A page's section texts, kept for the next searches: unpacking (brotli) is most of what a search
 * costs, and as-you-type searches ("con", "cont", "context") snippet the same pages keystroke
 * after keystroke. Keyed by the page's content hash, so a page a sync rewrote is unpacked again.
 * Least recently used first out, bounded in characters.
 */
export function pageTexts(db: Database, pageId: number): string[] {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), chars: 0 };
    caches.set(db, cache);
  }
  const hash = statement(db, 'SELECT content_hash FROM pages WHERE id = ?').pluck().get(pageId) as
    string | undefined;
  if (hash === undefined) return [];
  const hit = cache.entries.get(pageId);
  if (hit && hit.hash === hash) {
    cache.entries.delete(pageId);
    cache.entries.set(pageId, hit);
    return hit.texts;
  }
  const row = statement(db, 'SELECT codec, body FROM pages WHERE id = ?').get(pageId) as
    { codec: string; body: Buffer } | undefined;
  let texts: string[];
  try {
    texts = row ? unpackTexts(row.codec, row.body) : [];
  } catch {
    texts = [];
  }
  const chars = texts.reduce((n, t) => n + t.length, 0);
  if (hit) {
    cache.entries.delete(pageId);
    cache.chars -= hit.chars;
  }
  if (chars <= MAX_CHARS / 4) {
    cache.entries.set(pageId, { hash, texts, chars });
    cache.chars += chars;
    for (const [id, entry] of cache.entries) {
      if (cache.chars <= MAX_CHARS) break;
      cache.entries.delete(id);
      cache.chars -= entry.chars;
    }
  }
  return texts;
}
