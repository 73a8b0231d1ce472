import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/**
 * Every word of the cache's section headings and page titles, folded, with how many headings hold
 * it: the vocabulary typo correction picks from. Headings, not bodies: they name what the docs are
 * about in the docs' own spelling, they are a small share of the text (20,000 headings for three
 * Python doc sets), and unlike the search index they are not stemmed, so a correction reads as a
 * word ("environment", not "environ"). Read again when the file changed (`data_version` moves
 * when another connection, a sync, commits), at most once a minute.
 */
export function headingWords(db: Database): ReadonlyMap<string, number> {
  const cached = cache.get(db);
  // During a sync every committed page moves data_version; rebuilding then would cost each
  // keystroke the whole read (0.4 s at 100,000 sections). A vocabulary a minute old corrects
  // typos just as well.
  if (cached && performance.now() - cached.at < REFRESH_MS) return cached.words;
  const version = db.pragma('data_version', { simple: true }) as number;
  if (cached && cached.version === version && cached.changes === totalChanges(db)) {
    cached.at = performance.now();
    return cached.words;
  }
  const words = new Map<string, number>();
  const count = (text: string) => {
    for (const w of new Set(text.match(WORD) ?? [])) {
      const folded = foldWord(w);
      words.set(folded, (words.get(folded) ?? 0) + 1);
    }
  };
  for (const heading of statement(db, 'SELECT heading FROM sections').pluck().iterate()) {
    count(heading as string);
  }
  for (const title of statement(db, "SELECT title FROM pages WHERE status = 'ok'")
    .pluck()
    .iterate()) {
    count(title as string);
  }
  cache.set(db, { version, changes: totalChanges(db), words, at: performance.now() });
  return words;
}

const WORD = /[\p{L}\p{N}]{3,}/gu;
const REFRESH_MS = 60_000;
const cache = new WeakMap<
  Database,
  { version: number; changes: number; words: Map<string, number>; at: number }
>();

/** Writes on this same connection do not move data_version; its change counter does. */
function totalChanges(db: Database): number {
  return statement(db, 'SELECT total_changes()').pluck().get() as number;
}

/** Lowercase without diacritics, as the index folds words. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
