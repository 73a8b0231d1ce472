import type { Database } from 'better-sqlite3';
import { unpackTexts } from '../store/pack-page.ts';
import { statement } from '../store/statement.ts';

/**
 * Where a hit's text lives: the page and the section's place in it. Without `ord` (a glossary
 * term's anchor is inside the glossary's one section) the first section naming a term is used.
 */
export interface SnippetSource {
  pageId: number;
  ord?: number;
}

/** Characters of section text kept per connection: a few megabytes. */
const MAX_CHARS = 4_000_000;

interface Entry {
  hash: string;
  text: string;
}

interface Kept {
  entries: Map<string, Entry>;
  chars: number;
}

const kept = new WeakMap<Database, Kept>();

/**
 * The texts of the sections hits are cut from, kept for the next searches: unpacking a page
 * (zstd, then its JSON) is most of what a search costs, and as-you-type searches ("con", "cont",
 * "context") show the same sections keystroke after keystroke. Only the section a hit needs is
 * kept, not its page's every section: a page's texts are ten times a section's, and a cache of
 * whole pages held too few of them to serve the next query's (at 10,000 pages, 4 M characters
 * held 300 pages, fewer than 30 queries show). Keyed by the page's content hash, so a page a sync
 * rewrote is unpacked again; least recently used first out, bounded in characters.
 *
 * `unpacked` holds the pages unpacked during this one search, so a page with several hits is
 * unpacked once.
 */
export function snippetText(
  db: Database,
  source: SnippetSource,
  terms: readonly string[],
  unpacked: Map<number, string[]>,
): string {
  let cache = kept.get(db);
  if (!cache) {
    cache = { entries: new Map(), chars: 0 };
    kept.set(db, cache);
  }
  const { pageId, ord } = source;
  const hash = statement(db, 'SELECT content_hash FROM pages WHERE id = ?').pluck().get(pageId) as
    string | undefined;
  if (hash === undefined) return '';
  const key = ord === undefined ? `${pageId} ${terms.join(' ')}` : `${pageId}:${ord}`;
  const hit = cache.entries.get(key);
  if (hit) {
    cache.entries.delete(key);
    if (hit.hash === hash) {
      cache.entries.set(key, hit);
      return hit.text;
    }
    cache.chars -= hit.text.length;
  }
  let texts = unpacked.get(pageId);
  if (!texts) {
    texts = readTexts(db, pageId);
    unpacked.set(pageId, texts);
  }
  const text =
    (ord !== undefined
      ? texts[ord]
      : (texts.find((t) => terms.some((term) => t.toLowerCase().includes(term))) ?? texts[0])) ??
    '';
  if (text.length <= MAX_CHARS / 4) {
    cache.entries.set(key, { hash, text });
    cache.chars += text.length;
    for (const [id, entry] of cache.entries) {
      if (cache.chars <= MAX_CHARS) break;
      cache.entries.delete(id);
      cache.chars -= entry.text.length;
    }
  }
  return text;
}

function readTexts(db: Database, pageId: number): string[] {
  const row = statement(db, 'SELECT codec, body FROM pages WHERE id = ?').get(pageId) as
    { codec: string; body: Buffer } | undefined;
  try {
    return row ? unpackTexts(row.codec, row.body) : [];
  } catch {
    return [];
  }
}
