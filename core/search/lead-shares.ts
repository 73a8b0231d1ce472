import type { Database } from 'better-sqlite3';
import { findWords } from './make-snippet.ts';
import { shareHeld } from './share-held.ts';
import type { WeighedTerm } from './share-held.ts';
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
  const share = shareHeld(terms);
  for (const s of sections) {
    const text = snippetText(db, { pageId: s.pageId, ord: s.ord }, [], unpacked).slice(0, 600);
    const words = findWords(text);
    shares.set(s.id, share(text, words, 0, Math.min(words.starts.length, LEAD_WORDS)));
  }
  return shares;
}
