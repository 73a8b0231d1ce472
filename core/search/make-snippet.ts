const WINDOW = 28;

/** Lowercase without diacritics, as `remove_diacritics 2` folds them in the index. */
export function foldTerm(word: string): string {
  // Most words are ASCII: normalising them is most of a snippet's cost and changes nothing.
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const ASCII = /^[\p{ASCII}]*$/u;

/** A crude stand-in for the porter stemmer, enough to mark "running" for the query "run". */
export function crudeStem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ly)$/u, '');
}

/**
 * Whether a word of the text is one of the terms, a word they begin, or the same crude stem.
 * Most words of a window match no term, and are told so by their first letter alone: a term's
 * stem begins with the term's first letter, so folding a word and stemming it waits until that
 * letter agrees (crudeStem(w) === s also needs w to begin with s, as it only cuts a suffix).
 */
export function termMatcher(
  terms: readonly string[],
): (text: string, start: number, end: number) => boolean {
  const stems = terms.map((t) => (t.length > 3 ? crudeStem(t) : undefined));
  const firsts = new Set(terms.map((t) => t.charCodeAt(0)));
  return (text, start, end) => {
    const c = text.charCodeAt(start);
    // ASCII letters fold by case alone; anything else may fold to a term's first letter.
    if (c < 128 && !firsts.has(c | (c >= 65 && c <= 90 ? 32 : 0))) return false;
    const w = foldTerm(text.slice(start, end));
    for (let i = 0; i < terms.length; i++) {
      if (w.startsWith(terms[i]!)) return true;
      const s = stems[i];
      if (s !== undefined && w.startsWith(s) && crudeStem(w) === s) return true;
    }
    return false;
  };
}

const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether the code point is part of a word: words are runs of letters and digits, as unicode61 sees them. */
function isWordChar(cp: number): boolean {
  if (cp < 128) return (cp >= 48 && cp <= 57) || ((cp | 32) >= 97 && (cp | 32) <= 122);
  return NON_ASCII_WORD_CHAR.test(String.fromCodePoint(cp));
}

/**
 * Where each word of the text starts and ends, scanned by hand: the match arrays of a regular
 * expression (`/[\p{L}\p{N}]+/gu`) were most of a snippet's cost.
 */
export function findWords(text: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  let inWord = false;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const word = isWordChar(cp);
    if (word && !inWord) starts.push(i);
    if (!word && inWord) ends.push(i);
    inWord = word;
    i += cp > 0xffff ? 2 : 1;
  }
  if (inWord) ends.push(text.length);
  return { starts, ends };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Cuts the window of text with the most query terms and wraps each matching word in <mark>.
 * The result is HTML: everything but the <mark> tags is escaped, so it is safe to render.
 */
export function makeSnippet(fullText: string, terms: readonly string[]): string {
  const folded = terms.map(foldTerm).filter(Boolean);
  const text = aroundFirstMatch(fullText, folded);
  const matches = termMatcher(folded);
  const { starts, ends } = findWords(text);
  const count = starts.length;
  if (count === 0) return '';
  const hits = starts.map((start, i) => matches(text, start, ends[i]!));
  let best = 0;
  let bestScore = -1;
  let score = 0;
  for (let i = 0; i < count; i++) {
    if (hits[i]) score++;
    if (i >= WINDOW && hits[i - WINDOW]) score--;
    if (score > bestScore) {
      bestScore = score;
      best = Math.max(0, i - WINDOW + 1);
    }
  }
  // Start a little before the first hit so the marked word has context on its left.
  const firstHit = hits.indexOf(true, best);
  const start = count <= WINDOW ? 0 : firstHit > best + 3 ? firstHit - 3 : best;
  const end = Math.min(count, start + WINDOW);
  const from = start === 0 ? 0 : starts[start]!;
  const to = end === count ? text.length : ends[end - 1]!;
  // The text between marked words is escaped a stretch at a time, not a word at a time.
  let out = '';
  let cursor = from;
  for (let i = start; i < end; i++) {
    if (!hits[i]) continue;
    out += `${escapeHtml(text.slice(cursor, starts[i]))}<mark>${escapeHtml(text.slice(starts[i], ends[i]))}</mark>`;
    cursor = ends[i]!;
  }
  out += escapeHtml(text.slice(cursor, to));
  const cutBefore = from > 0 || (text.length < fullText.length && !fullText.startsWith(text));
  const cutAfter = to < text.length || !fullText.endsWith(text);
  return `${cutBefore ? '… ' : ''}${out.trim()}${cutAfter ? ' …' : ''}`;
}

/** Characters kept on each side of the first match in a long text. */
const AROUND = 600;

/**
 * A long section's text cut to a window around the first match: the snippet is chosen among a few
 * hundred words, never all of them (python's contents.html is one 256 KB section, and scanning it
 * cost 49 ms against 0.2 ms for a window). The first match is found on the raw text,
 * case-insensitively, by each term's first letters: a stem may match where the whole term does not.
 */
function aroundFirstMatch(text: string, terms: readonly string[]): string {
  if (text.length <= 2 * AROUND) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of terms) {
    const at = lower.indexOf(term.length > 3 ? term.slice(0, 4) : term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  const start = Math.max(0, (first < 0 ? 0 : first) - AROUND);
  // Whole words only: start after a space, stop before one.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const end = Math.min(text.length, from + 2 * AROUND);
  const to = end === text.length ? end : text.lastIndexOf(' ', end);
  return text.slice(from, to > from ? to : end);
}
