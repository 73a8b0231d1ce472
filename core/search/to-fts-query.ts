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
 * Turns what a user typed into an FTS5 MATCH expression; the only place that does. Every word
 * becomes a quoted string (a phrase when it holds several tokens, like `init_process_group`),
 * so no user text is ever read as FTS5 syntax: operators, column filters, `*`, `^` and
 * parentheses are just separators. Words are ANDed. The last word is a prefix unless the input
 * ends in whitespace, so results follow the user as they type. Null means nothing to search.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.split(/\s+/u);
  const phrases: string[] = [];
  let prefix = false;
  for (let i = 0; i < words.length && phrases.length < maxWords; i++) {
    const tokens = words[i]?.match(token);
    if (!tokens) continue;
    phrases.push(quote(tokens.join(' ')));
    prefix = i === words.length - 1;
  }
  if (phrases.length === 0) return null;
  return phrases.join(' ') + (prefix ? '*' : '');
}

/** Tokens never hold a `"` today; doubling it keeps the quoting safe if `token` ever changes. */
function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
