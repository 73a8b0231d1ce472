import type { QueryTerms } from './to-fts-query.ts';
import { isFiller, queryTerms } from './to-fts-query.ts';

/**
 * A query asked as a sentence, searched by the words that carry it: `terms` are its index tokens
 * once question and filler words are gone, `words` the words they came from as typed (for API
 * names: `DictReader`, `json.dumps`).
 */
export interface SentenceQuery {
  terms: string[];
  words: string[];
  /**
   * Two content words typed next to each other ("decimal places", "read-only attribute"), folded:
   * a section saying them together says what the question says.
   */
  pairs: string[][];
  /** The docsets the sentence names by id ("… a Dask DataFrame"), whose sections it is about. */
  docsets: string[];
}

/** Fewer content words than this and the query is short enough to be searched as keywords. */
const MIN_CONTENT_WORDS = 3;

/** This many words typed, question or not, and requiring all of them only loses results. */
const LONG_QUERY = 7;

const QUESTION_START =
  /^(?:how|what|why|when|where|which|who|whats|what's|can|could|should|would|is|are|does|do|did|will|shall|may|must)$/i;

/**
 * The query as a sentence, or undefined when it is keywords: a question ("how do I …", "… ?")
 * or a long query, with at least three words that are not filler. Keyword queries ("zero stage
 * 3 offload", "how to read a file") are left to the keyword ranking, which requires every word.
 */
export function sentenceQuery(
  input: string,
  docsetIds: readonly string[],
): SentenceQuery | undefined {
  const typed = input.split(/\s+/u).filter(Boolean);
  const asked = QUESTION_START.test(bare(typed[0] ?? '')) || input.trim().endsWith('?');
  if (!asked && typed.length < LONG_QUERY) return undefined;
  const kept = (w: string) => {
    const folded = bare(w);
    return (
      folded !== '' &&
      !isFiller(folded) &&
      !SENTENCE_FILLER.has(folded) &&
      !docsetIds.includes(folded)
    );
  };
  const words = typed.map(trimPunctuation).filter(kept);
  const pairs: string[][] = [];
  for (let i = 1; i < typed.length; i++) {
    const [a, b] = [typed[i - 1]!, typed[i]!];
    // A comma or a full stop between them ends the phrase: "parallel, element".
    if (/[,.;:!?]$/u.test(a) || !kept(a) || !kept(b)) continue;
    pairs.push([bare(a), bare(b)]);
  }
  if (words.length < MIN_CONTENT_WORDS) return undefined;
  const parsed: QueryTerms = queryTerms(`${words.join(' ')} `);
  const terms = [...new Set(parsed.terms.map((t) => t.toLowerCase()))].filter(
    (t) => !SENTENCE_FILLER.has(t),
  );
  const docsets = [...new Set(typed.map(bare).filter((w) => docsetIds.includes(w)))];
  return terms.length >= MIN_CONTENT_WORDS - 1 ? { terms, words, pairs, docsets } : undefined;
}

/** "dicts?" → "dicts", "function's" → "function's": the sentence's punctuation, not the name's. */
function trimPunctuation(word: string): string {
  return word.replace(/^[("'`]+/u, '').replace(/[)"'`?!,.:;]+$/u, '');
}

function bare(word: string): string {
  return trimPunctuation(word).toLowerCase();
}

/**
 * Words a question is phrased with that name no subject: the sentence's verbs of asking and its
 * pronouns. Only whole words, never a term of a name; `to-fts-query.ts`'s filler words go too.
 * Rarer words need no list: they are weighed by how few sections hold them.
 */
const SENTENCE_FILLER = new Set(
  (
    'am was were been being have has had will would could shall may might must ' +
    'you your we our they them their its his her he she one ones own ' +
    'so if than then while also just only very really instead else other others ' +
    'get gets make makes way ways want need needs use uses using used happen happens ' +
    'some any every each all done like s t'
  ).split(' '),
);
