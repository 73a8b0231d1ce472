import type { Database } from 'better-sqlite3';
import { findWords, termMatcher } from './make-snippet.ts';
import type { WeighedTerm } from './mentioned-entries.ts';
import { snippetText } from './snippet-texts.ts';

/** A section as far as reading its opening needs. */
export interface LeadSource {
  id: number;
  pageId: number;
  ord: number;
}

/** Words of a section's opening: an entry's signature and its summary sentence. */
const LEAD_WORDS = 30;

/**
 * The share of the question's weight each section's opening words hold. A reference entry says
 * what it is for first ("Delete an entire directory tree", "Wait until the thread terminates"),
 * and a long docstring holds every common word somewhere: the opening tells the entry that does
 * what is asked from the one that mentions it.
 */
export function leadShares(
  db: Database,
  sections: readonly LeadSource[],
  terms: readonly WeighedTerm[],
  unpacked: Map<number, string[]>,
): Map<number, number> {
  const shares = new Map<number, number>();
  const weightAll = terms.reduce((sum, t) => sum + t.idf, 0);
  if (weightAll <= 0) return shares;
  const words = terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t.term));
  const holds = words.map((t) => termMatcher([t.term]));
  for (const s of sections) {
    const text = snippetText(db, { pageId: s.pageId, ord: s.ord }, [], unpacked).slice(0, 600);
    const { starts, ends } = findWords(text);
    const n = Math.min(starts.length, LEAD_WORDS);
    let weight = 0;
    words.forEach((t, i) => {
      for (let w = 0; w < n; w++) {
        if (holds[i]!(text, starts[w]!, ends[w]!)) {
          weight += t.idf;
          return;
        }
      }
    });
    shares.set(s.id, weight / weightAll);
  }
  return shares;
}
