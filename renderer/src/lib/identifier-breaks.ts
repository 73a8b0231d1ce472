/** A run of characters long enough to be an identifier that may not fit a line. */
const MIN_LENGTH = 12;
/** A part between dots this long may also wrap after its underscores. */
const LONG_PART = 16;
/** What joins an identifier's parts: `torchtune.modules`, `torch::nn`, `a/b`; then `setup_caches`. */
const JOINER = /[.:/]/u;
const UNDERSCORE = '_';
const WORD = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * Where a long identifier may wrap: the offsets just after the dots, colons and slashes between
 * its parts, never inside a part. The line breaker finds no break in
 * `torchtune.modules.TransformerDecoder` on its own, so `overflow-wrap` cuts it wherever the line
 * ends ("TransformerDecode / r"); with these breaks it wraps after `modules.` instead, and
 * `overflow-wrap` stays the last resort for a single part wider than the line. Underscores are
 * breaks too, but only in a long part (`get_cosine_schedule_with_warmup`): `Decoder.setup_caches`
 * wraps at its dot. Only runs of 12 characters or more without spaces count (`e.g.` and `v2.4.0`
 * stay whole), a part must start with a letter, and a joiner must follow a word (`__init__` has
 * no break before `init`). `next` is the text that follows (the next text node), for a joiner at
 * the end.
 */
export function identifierBreaks(text: string, next = ''): number[] {
  const breaks: number[] = [];
  for (const run of text.matchAll(/\S+/gu)) {
    const atEnd = run.index + run[0].length === text.length;
    const following = atEnd ? (/^\S*/u.exec(next)?.[0] ?? '') : '';
    if (run[0].length + following.length < MIN_LENGTH) continue;
    const word = run[0] + following;
    const strong = joinerEnds(word, (c) => JOINER.test(c));
    const weak = joinerEnds(word, (c) => c === UNDERSCORE).filter((at) => {
      const from = strong.findLast((s) => s < at) ?? 0;
      const to = strong.find((s) => s > at) ?? word.length;
      return to - from >= LONG_PART;
    });
    for (const at of [...strong, ...weak].sort((a, b) => a - b))
      if (at <= run[0].length) breaks.push(run.index + at);
  }
  return breaks;
}

/** Offsets after each run of joiners that follows a word and precedes a letter. */
function joinerEnds(word: string, isJoiner: (c: string) => boolean): number[] {
  const ends: number[] = [];
  for (let i = 1; i < word.length; i++) {
    if (!isJoiner(word.charAt(i - 1)) || isJoiner(word.charAt(i))) continue;
    if (!LETTER.test(word.charAt(i))) continue;
    let first = i - 1;
    while (first > 0 && isJoiner(word.charAt(first - 1))) first--;
    if (first > 0 && WORD.test(word.charAt(first - 1))) ends.push(i);
  }
  return ends;
}

/** The text cut at identifierBreaks, for a component that puts a `<wbr>` between the pieces. */
export function identifierParts(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const at of identifierBreaks(text)) {
    parts.push(text.slice(start, at));
    start = at;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Where identifiers are long and matter: headings, API entries' terms and inline code. */
const TARGETS = 'h1, h2, h3, h4, h5, h6, dt, summary, code';

/**
 * Adds `<wbr>` elements (DOM nodes, never markup) at identifierBreaks in the page's headings,
 * API terms and inline code; preformatted code keeps its lines as written.
 */
export function insertIdentifierBreaks(root: ParentNode): void {
  const texts: Text[] = [];
  for (const element of root.querySelectorAll(TARGETS)) {
    if (element.closest('pre') !== null || element.parentElement?.closest(TARGETS)) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
      texts.push(node as Text);
  }
  texts.forEach((text, index) => {
    const breaks = identifierBreaks(text.data, texts[index + 1]?.data ?? '');
    if (breaks.length === 0) return;
    const pieces = document.createDocumentFragment();
    let start = 0;
    for (const at of breaks) {
      pieces.append(text.data.slice(start, at), document.createElement('wbr'));
      start = at;
    }
    pieces.append(text.data.slice(start));
    text.replaceWith(pieces);
  });
}
