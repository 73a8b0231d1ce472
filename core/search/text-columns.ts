/**
 * Docset tokens are `ds`, the id in hex and `0` (docset-token.ts): a quoted term reaches one only
 * when it is `d`, `ds` or `ds` and hex digits, as itself or as a prefix.
 */
const MAY_MATCH_DOCSET = /^d(?:s[0-9a-f]*)?$/;

/** Every quoted term of a MATCH expression: toFtsMatch quotes all of them, `""` for a quote. */
const QUOTED = /"((?:[^"]|"")*)"/g;

/**
 * `expression` limited to `columns` where a term could otherwise match the docset column, else
 * as it is (in parentheses either way, so a scope ANDed in front holds for all of it). The words
 * must never match through docset tokens ("ds" matched every section), but a column filter makes
 * FTS5 check each row's positions on every doclist it reads, bm25's count of each term's rows
 * included: a third of a frequent query's time ("zero" AND a typed word, 9.9 against 6.6 ms at
 * 99,000 sections), for the few terms that begin with "d".
 */
export function inTextColumns(columns: string, expression: string): string {
  for (const [, term] of expression.matchAll(QUOTED)) {
    if (MAY_MATCH_DOCSET.test(term ?? '')) return `${columns} : (${expression})`;
  }
  return `(${expression})`;
}
