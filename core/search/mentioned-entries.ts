import type { Database } from 'better-sqlite3';
import type { LeadSource } from './lead-shares.ts';
import { lowerBound } from './lower-bound.ts';
import { findWords } from './make-snippet.ts';
import { entrySection, namedInSentence } from './named-in-sentence.ts';
import type { NamedInSentence } from './named-in-sentence.ts';
import { shareHeld } from './share-held.ts';
import type { WeighedTerm } from './share-held.ts';
import { snippetText } from './snippet-texts.ts';

/** A section ranked near the top for a question, whose text may name the API that answers it. */
export interface Referrer extends LeadSource {
  docset: string;
  /** Its score for the question; only its share of the best one's counts. */
  value: number;
}

/** Words either side of a name that count as what is said about it. */
const AROUND = 20;

/** A sentence must say at least this share of the question's weight to vouch for a name. */
const MIN_SHARE = 0.4;

/** A section naming more APIs than this (near the question's words) vouches for each less. */
const NAMES_VOUCHED = 8;

/** Characters of a referrer read for names. */
const MAX_CHARS = 8_000;

/** Names looked up per referrer: a summary table names hundreds, and each is a lookup. */
const MAX_NAMES = 24;

/**
 * A name as docs write one in running text, taken when it is called (`zip()`, `isinstance(obj,
 * cls)`) or dotted (`re.IGNORECASE`, `typing.Optional`): a plain word is never a name here. Each
 * way back it tries costs one character: a look behind for the dotted part, tried at every
 * length of a word, made one 8,000-letter word of a page cost 30 ms.
 */
const NAME = /(?<![\w.])[A-Za-z_]\w*(?:(?:\.[A-Za-z_]\w*)+|(?=\())/gu;

/**
 * API entries the best sections name where they say what the question asks: the tutorial's
 * "To loop over two or more sequences at the same time, the entries can be paired with the zip()
 * function" answers "how do I loop over two lists in parallel" in the docs' own words and points
 * at `zip`, whose entry says "iterables" and "in parallel" but not "loop" or "lists". The cache
 * itself makes the link, so no list of synonyms is kept: each name gets the best of its mentions,
 * the referrer's share of the top score times the share of the question's weight the words
 * around the name hold. The keys are the entries' own sections, never a referrer itself.
 * `unpacked` holds the pages read during this search (snippet-texts.ts).
 */
export function mentionedEntries(
  db: Database,
  referrers: readonly Referrer[],
  terms: readonly WeighedTerm[],
  unpacked: Map<number, string[]>,
): Map<number, number> {
  const credit = new Map<number, number>();
  const top = Math.max(0, ...referrers.map((r) => r.value));
  if (top <= 0) return credit;
  const share = shareHeld(terms);
  const saying = referrers.map((r) => {
    // A contents page is one section of a quarter megabyte: its names past the first few
    // thousand words vouch for nothing the first ones do not, and reading them cost 60 ms.
    const text = snippetText(db, { pageId: r.pageId, ord: r.ord }, [], unpacked).slice(
      0,
      MAX_CHARS,
    );
    const said = new Map<string, number>();
    for (const sentence of text.split(/(?<=[.!?:;])\s+(?=[\p{Lu}>])/u)) {
      for (const [name, held] of namesIn(sentence, share)) {
        said.set(name, Math.max(said.get(name) ?? 0, held));
      }
      if (said.size >= MAX_NAMES) break;
    }
    return said;
  });
  // Every name looked up once, unscoped, where a name many symbols share is told at once
  // (named-in-sentence.ts); each referrer then vouches for those of its own docset.
  const symbols = new Map<string, NamedInSentence[]>();
  for (const said of saying) {
    for (const name of said.keys()) {
      if (!symbols.has(name)) symbols.set(name, namedInSentence(db, [name], []));
    }
  }
  referrers.forEach((r, i) => {
    const said = saying[i]!;
    // A section naming dozens of APIs is an index or a summary table: its word for each is thin.
    const spread = Math.min(1, NAMES_VOUCHED / Math.max(1, said.size));
    for (const [name, share] of said) {
      for (const n of symbols.get(name)!) {
        if (n.symbol.docset !== r.docset) continue;
        const own = entrySection(db, n.symbol.pageId, n.symbol.ord);
        if (own === undefined || own === r.id) continue;
        const value = (r.value / top) * share * spread;
        credit.set(own, Math.max(credit.get(own) ?? 0, value));
      }
    }
  });
  return credit;
}

/** The names a sentence writes, as written, each with the question's share its nearby words hold. */
function namesIn(sentence: string, share: ReturnType<typeof shareHeld>): Map<string, number> {
  const found = new Map<string, number>();
  const matches = [...sentence.matchAll(NAME)];
  if (matches.length === 0) return found;
  const words = findWords(sentence);
  for (const m of matches) {
    const called = sentence[m.index + m[0].length] === '(';
    const here = lowerBound(words.starts, m.index);
    const held = share(
      sentence,
      words,
      Math.max(0, here - AROUND),
      Math.min(words.starts.length, here + AROUND),
    );
    // As written: `zip()` is code, where a bare `zip` would be a word.
    const name = called ? `${m[0]}()` : m[0];
    if (held >= MIN_SHARE) found.set(name, Math.max(found.get(name) ?? 0, held));
  }
  return found;
}
