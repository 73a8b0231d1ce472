/** A stretch of a search snippet: plain text, marked or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** `&#60;`, `&#x3c;`, `&lt;`: what the engine's escaping writes, back to the character. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/giu, (entity, dec, hex, name) => {
    if (name !== undefined) return NAMED[(name as string).toLowerCase()] ?? entity;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The engine's snippet (escaped text with `<mark>`s) as text to render, never as HTML: only the
 * exact tags `<mark>` and `</mark>` mean anything, and everything else, a tag or not, is shown
 * as the characters it is. So nothing in a snippet can become an element or an attribute, with
 * no sanitiser to trust: rendered as React text, a snippet is inert by construction. (DOMPurify
 * per snippet was a millisecond of every keystroke's twenty results.)
 */
export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/u)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    if (piece === '') continue;
    const text = decodeEntities(piece);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
