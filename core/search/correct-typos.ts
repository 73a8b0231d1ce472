import type { Database } from 'better-sqlite3';
import { foldWord, headingWords } from '../store/heading-words.ts';
import { statement } from '../store/statement.ts';
import { editDistance } from './edit-distance.ts';
import { lowerBound } from './lower-bound.ts';
import type { QueryTerms } from './to-fts-query.ts';

export interface Corrected {
  query: QueryTerms;
  /** The words replaced, as typed and as searched; empty when the query was left alone. */
  changes: Array<{ from: string; to: string }>;
}

/**
 * Replaces words the index does not know by the nearest heading word (fewest edits, then the one
 * most headings use): "subproccess" → "subprocess", "delyed" → "delayed". A word is known when at
 * least two sections hold it anywhere, when a heading holds it, or when the last word (still
 * being typed) begins a heading word. Short words and words with digits are left alone: one edit away
 * from too many real words, or names, not words.
 */
export function correctTypos(db: Database, query: QueryTerms): Corrected {
  const changes: Array<{ from: string; to: string }> = [];
  const terms = query.terms.map((term, i) => {
    const typing = query.prefix && i === query.terms.length - 1;
    const word = foldWord(term);
    if (word.length < 4 || /\d/u.test(word) || isKnown(db, word, typing)) return term;
    const better = nearestWord(db, word);
    if (better === undefined) return term;
    changes.push({ from: term, to: better });
    return better;
  });
  if (changes.length === 0) return { query, changes };
  // A corrected last word is a whole word now: matching it as a prefix would widen it again.
  const lastChanged = changes.some((c) => c.from === query.terms[query.terms.length - 1]);
  return { query: { ...query, terms, prefix: query.prefix && !lastChanged }, changes };
}

function isKnown(db: Database, word: string, typing: boolean): boolean {
  // The index answers for almost every whole word in well under a millisecond; the heading
  // vocabulary (a read of every heading: 55 ms at 20,000 sections, 250 ms at 100,000, which a
  // one-shot `folio search` pays in full) is read only for a word the index does not know. A
  // prefix is not asked of the index: it is stemmed, and "delyed"* would match "delivers".
  const probe = statement(
    db,
    'SELECT count(*) FROM (SELECT 1 FROM sections_fts WHERE sections_fts MATCH ? LIMIT 2)',
  ).pluck();
  // The word has no quote in it (tokens are letters and digits), so quoting it is safe.
  if ((probe.get(`"${word}"`) as number) >= 2) return true;
  const words = headingWords(db);
  return words.has(word) || (typing && startsAnyWord(sortedWords(words), word));
}

function nearestWord(db: Database, word: string): string | undefined {
  const max = word.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (const [candidate, count] of headingWords(db)) {
    // A typo's first letter is almost always right; checking it first skips most of the list.
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > max) continue;
    const d = editDistance(word, candidate, max);
    if (d < bestDistance || (d === bestDistance && d <= max && count > bestCount)) {
      best = candidate;
      bestDistance = d;
      bestCount = count;
    }
  }
  return bestDistance <= max ? best : undefined;
}

const sorted = new WeakMap<ReadonlyMap<string, number>, string[]>();

function sortedWords(words: ReadonlyMap<string, number>): string[] {
  let list = sorted.get(words);
  if (!list) {
    list = [...words.keys()].sort();
    sorted.set(words, list);
  }
  return list;
}

/** Whether a word of the sorted list starts with the prefix: the first not below it would. */
function startsAnyWord(list: readonly string[], prefix: string): boolean {
  return list[lowerBound(list, prefix)]?.startsWith(prefix) ?? false;
}
