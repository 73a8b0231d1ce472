/** Words as the unicode61 tokenizer sees them: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;
const WINDOW = 28;

/** Lowercase without diacritics, as `remove_diacritics 2` folds them in the index. */
export function foldTerm(word: string): string {
  // Most words are ASCII: normalising them is most of a snippet's cost and changes nothing.
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const ASCII = /^[\p{ASCII}]*$/u;

/** A crude stand-in for the porter stemmer, enough to mark "running" for the query "run". */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ly)$/u, '');
}

function matcher(terms: readonly string[]): (word: string) => boolean {
  const stems = terms.map((t) => (t.length > 3 ? stem(t) : undefined));
  return (word) => {
    const w = foldTerm(word);
    return terms.some(
      (t, i) => w.startsWith(t) || (stems[i] !== undefined && stem(w) === stems[i]),
    );
  };
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
  const matches = matcher(folded);
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return '';
  const hits = words.map((m) => matches(m[0]));
  let best = 0;
  let bestScore = -1;
  let score = 0;
  for (let i = 0; i < words.length; i++) {
    if (hits[i]) score++;
    if (i >= WINDOW && hits[i - WINDOW]) score--;
    if (score > bestScore) {
      bestScore = score;
      best = Math.max(0, i - WINDOW + 1);
    }
  }
  // Start a little before the first hit so the marked word has context on its left.
  const firstHit = hits.indexOf(true, best);
  const start = words.length <= WINDOW ? 0 : firstHit > best + 3 ? firstHit - 3 : best;
  const end = Math.min(words.length, start + WINDOW);
  const from = start === 0 ? 0 : words[start]!.index;
  const last = words[end - 1]!;
  const to = end === words.length ? text.length : last.index + last[0].length;
  let out = '';
  let cursor = from;
  for (let i = start; i < end; i++) {
    const m = words[i]!;
    out += escapeHtml(text.slice(cursor, m.index));
    out += hits[i] ? `<mark>${escapeHtml(m[0])}</mark>` : escapeHtml(m[0]);
    cursor = m.index + m[0].length;
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
