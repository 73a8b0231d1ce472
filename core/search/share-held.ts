import { termMatcher } from './make-snippet.ts';

/** A question's word and how much it weighs. */
export interface WeighedTerm {
  term: string;
  idf: number;
}

/** Where a text's words start and end (make-snippet.ts `findWords`). */
export interface WordSpans {
  starts: readonly number[];
  ends: readonly number[];
}

/**
 * A reckoner of the share of the question's weight a run of a text's words holds: each term
 * counts once, by the matching of snippets (its stem, or a word it begins). Hyphenated and
 * other non-word terms ("read-only") are not told in running text and count as not held.
 */
export function shareHeld(
  terms: readonly WeighedTerm[],
): (text: string, words: WordSpans, from: number, to: number) => number {
  const weightAll = terms.reduce((sum, t) => sum + t.idf, 0);
  const plain = terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t.term));
  const holds = plain.map((t) => termMatcher([t.term]));
  return (text, { starts, ends }, from, to) => {
    if (weightAll <= 0) return 0;
    let weight = 0;
    plain.forEach((t, i) => {
      for (let w = from; w < to; w++) {
        if (holds[i]!(text, starts[w]!, ends[w]!)) {
          weight += t.idf;
          return;
        }
      }
    });
    return weight / weightAll;
  };
}
