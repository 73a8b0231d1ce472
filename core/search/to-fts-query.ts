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

/**
 * Turns what a user typed into an FTS5 MATCH expression; the only place that does. Every token
 * becomes a quoted string, so no user text is ever read as FTS5 syntax: operators, column
 * filters, `*`, `^` and parentheses are just separators. Tokens are ANDed, also those of one word
 * like `init_process_group`, rather than made a phrase: a section holding all three is what
 * matters, and `group_process_init` finds it too. The last token is a prefix unless the input
 * ends in whitespace, so results follow the user as they type. Null means nothing to search.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.split(/\s+/u);
  const terms: string[] = [];
  let prefix = false;
  for (let i = 0; i < words.length && terms.length < maxWords; i++) {
    const tokens = words[i]?.match(token);
    if (!tokens) continue;
    const isLast = i === words.length - 1;
    const kept = isLast && stillTyping(tokens, terms.length) ? tokens.slice(0, -1) : tokens;
    for (const t of kept) if (terms.length < maxWords) terms.push(quote(t));
    prefix = isLast && kept === tokens && terms.length < maxWords;
  }
  if (terms.length === 0) return null;
  return terms.join(' ') + (prefix ? '*' : '');
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
