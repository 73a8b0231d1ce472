/** Words as the unicode61 tokenizer sees them: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;
const WINDOW = 28;

/** Lowercase without diacritics, as `remove_diacritics 2` folds them in the index. */
export function foldTerm(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

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
export function makeSnippet(text: string, terms: readonly string[]): string {
  const matches = matcher(terms.map(foldTerm).filter(Boolean));
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
  return `${from > 0 ? '… ' : ''}${out.trim()}${to < text.length ? ' …' : ''}`;
}
