/**
 * What unicode61 counts as part of a token: letters, digits and private-use characters, plus
 * the combining marks that follow them (`remove_diacritics` folds those, it does not split on
 * them). Everything else, including `_`, `.`, quotes and FTS5 operators, separates tokens.
 */
const token = /[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{Co}\p{M}]*/gu;

/**
 * Past this many words nothing matches anyway, and each word costs an index lookup per
 * keystroke, so a pasted page of text is cut here instead of slowing the search box down.
 */
const maxWords = 64;

/** The words of a query as the index sees them, and whether the last is still being typed. */
export interface QueryTerms {
  terms: string[];
  /** The last term is a prefix: the input did not end in whitespace. */
  prefix: boolean;
  /**
   * Which typed word each term came from (`init_process_group` is one word of three terms):
   * partial matching drops whole words, never part of a name.
   */
  wordOf?: number[];
  /** Filler words were dropped: the query reads as a question ("how to read a file"). */
  question?: boolean;
  /**
   * Whole words the last term, still being typed, stands for instead of every word it begins
   * (see rankSections): matched with the term itself, each exactly, never as a prefix.
   */
  completions?: string[];
}

/**
 * Splits what a user typed into index tokens. The last token is a prefix unless the input ends
 * in whitespace, so results follow the user as they type; a one- or two-letter last word waits
 * (see stillTyping). Words that are only filler in a question ("how", "to", "a") are dropped when
 * other words remain: every section holds them, and requiring them only loses results.
 */
export function queryTerms(input: string): QueryTerms {
  const words = input.split(/\s+/u);
  const terms: string[] = [];
  const kinds: boolean[] = [];
  const wordOf: number[] = [];
  let prefix = false;
  for (let i = 0; i < words.length && terms.length < maxWords; i++) {
    const word = words[i] ?? '';
    const tokens = word.match(token);
    if (!tokens) continue;
    const isLast = i === words.length - 1;
    const kept = isLast && stillTyping(tokens, terms.length) ? tokens.slice(0, -1) : tokens;
    // Only a whole word is filler: `as` in `as_completed` is part of a name.
    const filler = tokens.length === 1 && STOPWORDS.has(word.toLowerCase());
    for (const t of kept) {
      if (terms.length >= maxWords) break;
      terms.push(t);
      kinds.push(filler);
      wordOf.push(i);
    }
    prefix = isLast && kept === tokens && terms.length < maxWords;
  }
  if (kinds.every(Boolean)) return { terms, prefix, wordOf };
  const lastKept = !kinds[kinds.length - 1];
  return {
    terms: terms.filter((_, i) => !kinds[i]),
    prefix: prefix && lastKept,
    wordOf: wordOf.filter((_, i) => !kinds[i]),
    question: kinds.some(Boolean),
  };
}

/** Whether a typed word is a question's filler (see STOPWORDS). */
export function isFiller(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

/**
 * Words a question is made of that say nothing about its subject. Short on purpose: `not`, `no`
 * and `use` can matter ("Use NumPy"), and a doc's own words should not be guessed at.
 */
const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'by',
  'with',
  'and',
  'or',
  'is',
  'are',
  'be',
  'how',
  'what',
  'why',
  'when',
  'where',
  'which',
  'do',
  'does',
  'did',
  'i',
  'my',
  'me',
  'can',
  'it',
  'this',
  'that',
  'from',
  'into',
  'as',
  'at',
  'should',
  'there',
]);

/**
 * Turns terms into an FTS5 MATCH expression; the only place that does. Every term becomes a
 * quoted string, so no user text is ever read as FTS5 syntax: operators, column filters, `*`, `^`
 * and parentheses are just separators. Terms are ANDed (or ORed, for partial matching), also
 * those of one word like `init_process_group`, rather than made a phrase: a section holding all
 * three is what matters, and `group_process_init` finds it too. `AND_OR_JOINED` also accepts
 * the words written as one (`localcluster`). Null means nothing to search.
 */
export function toFtsMatch(
  query: QueryTerms,
  join: 'AND' | 'OR' | 'AND_OR_JOINED' = 'AND',
): string | null {
  if (query.terms.length === 0) return null;
  const quoted = query.terms.map(quote);
  const last = quoted.length - 1;
  if (query.prefix && query.completions?.length) {
    const words = [...new Set([query.terms[last]!, ...query.completions])];
    quoted[last] = words.length === 1 ? quote(words[0]!) : `(${words.map(quote).join(' OR ')})`;
  } else if (query.prefix) quoted[last] += '*';
  // FTS5 ANDs phrases by juxtaposition, but a group in parentheses needs the keyword.
  const all = quoted.join(quoted[last]!.startsWith('(') ? ' AND ' : ' ');
  if (join === 'AND') return all;
  if (join === 'AND_OR_JOINED') {
    // Two or three words typed apart may be one name: "local cluster" is LocalCluster.
    const n = query.terms.length;
    if (n < 2 || n > 3 || wordCount(query) !== n) return all;
    const joined = quote(query.terms.join('')) + (query.prefix ? '*' : '');
    return `(${all}) OR ${joined}`;
  }
  const groups = new Map<number, string[]>();
  quoted.forEach((q, i) => {
    const word = query.wordOf?.[i] ?? i;
    groups.set(word, [...(groups.get(word) ?? []), q]);
  });
  return [...groups.values()].map((g) => (g.length === 1 ? g[0] : `(${g.join(' ')})`)).join(' OR ');
}

/** How many typed words the terms came from. */
export function wordCount(query: QueryTerms): number {
  return new Set(query.wordOf ?? query.terms.map((_, i) => i)).size;
}

/** toFtsMatch(queryTerms(input)): what a user typed as an FTS5 MATCH expression, or null. */
export function toFtsQuery(input: string): string | null {
  return toFtsMatch(queryTerms(input));
}

/**
 * Whether the word being typed is too short yet to search for. As a prefix, one or two letters
 * expand to a large share of the vocabulary (`in*`: in, index, init, input…), which is slow to
 * rank and narrows nothing, and matched exactly they would empty the results between keystrokes.
 * So one letter always waits for the next, and two wait when other words already search (a lone
 * two-letter word, like `nn`, is the whole query and goes ahead as a prefix).
 */
function stillTyping(tokens: readonly string[], before: number): boolean {
  const length = [...(tokens[tokens.length - 1] ?? '')].length;
  const others = before + tokens.length - 1;
  return length === 1 || (length === 2 && others > 0);
}

/** Tokens never hold a `"` today; doubling it keeps the quoting safe if `token` ever changes. */
function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
