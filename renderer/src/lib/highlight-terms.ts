const MAX_MARKS = 400;
const SKIP = new Set(['SCRIPT', 'STYLE', 'MARK']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Marks the search words in a page (at word starts, so `pars` marks `parser` as the index's
 * prefix search would). Works on text nodes only: it never parses markup.
 */
export function highlightTerms(root: Node, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${terms.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`,
    'giu',
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      SKIP.has(node.parentElement?.tagName ?? '')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    texts.push(node as Text);

  let marks = 0;
  for (const text of texts) {
    const value = text.data;
    pattern.lastIndex = 0;
    if (!pattern.test(value)) continue;
    pattern.lastIndex = 0;
    const pieces = document.createDocumentFragment();
    let last = 0;
    for (const match of value.matchAll(pattern)) {
      if (marks >= MAX_MARKS) break;
      pieces.append(value.slice(last, match.index));
      const mark = document.createElement('mark');
      mark.className = 'folio-term';
      mark.textContent = match[0];
      pieces.append(mark);
      last = match.index + match[0].length;
      marks++;
    }
    pieces.append(value.slice(last));
    text.replaceWith(pieces);
    if (marks >= MAX_MARKS) break;
  }
  return marks;
}
