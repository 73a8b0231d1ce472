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
 * filters, `*`, `^` and parentheses are just separators. Tokens are ANDed — also those of one
 * word like `init_process_group`: the index keeps no positions (detail=column, which halves its
 * size and speeds up ranking), so phrases are not available, and all three tokens in one section
 * is what matters. The last token is a prefix unless the input ends in whitespace, so results
 * follow the user as they type; a last token of one character waits for the next. Null means
 * nothing to search.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.split(/\s+/u);
  const terms: string[] = [];
  let prefix = false;
  for (let i = 0; i < words.length && terms.length < maxWords; i++) {
    const tokens = words[i]?.match(token);
    if (!tokens) continue;
    const isLast = i === words.length - 1;
    // A word still being typed, down to one character ("zero s"), says too little to search for:
    // as a prefix it expands to a large share of the vocabulary (slow to rank), and matched
    // exactly it would empty the results between keystrokes. It waits for its next character.
    const typing = isLast && [...(tokens[tokens.length - 1] ?? '')].length === 1;
    const kept = typing ? tokens.slice(0, -1) : tokens;
    for (const t of kept) if (terms.length < maxWords) terms.push(quote(t));
    prefix = isLast && !typing && kept.length > 0 && terms.length < maxWords;
  }
  if (terms.length === 0) return null;
  return terms.join(' ') + (prefix ? '*' : '');
}

/** Tokens never hold a `"` today; doubling it keeps the quoting safe if `token` ever changes. */
function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
