/**
 * Where the part of `text` that starts at `offset` ends, so that its JSON-escaped length (what
 * structuredContent costs; never less than the raw text) is at most `room` characters. It ends
 * at a paragraph break outside a code fence when one lies in the second half of the room, else
 * at a line break, else where the room ends: a part should read as whole paragraphs and never
 * cut a code sample it could have kept whole.
 */
export function fitPart(text: string, offset: number, room: number): number {
  let cost = 0;
  let hardEnd = offset;
  while (hardEnd < text.length) {
    const next = cost + jsonCost(text.charCodeAt(hardEnd));
    if (next > room) break;
    cost = next;
    hardEnd++;
  }
  if (hardEnd >= text.length) return text.length;
  // Never between the halves of a surrogate pair.
  if (isLowSurrogate(text.charCodeAt(hardEnd)) && hardEnd > offset + 1) hardEnd--;
  const floor = offset + Math.floor((hardEnd - offset) / 2);
  let paragraph = -1;
  let line = -1;
  let inFence = false;
  let lineStart = offset;
  while (lineStart < hardEnd) {
    const newline = text.indexOf('\n', lineStart);
    if (newline < 0 || newline >= hardEnd) break;
    if (/^\s{0,3}(?:```|~~~)/.test(text.slice(lineStart, newline))) inFence = !inFence;
    const after = newline + 1;
    if (after > floor) {
      line = after;
      if (!inFence && text[after] === '\n') paragraph = after + 1 <= hardEnd ? after + 1 : after;
    }
    lineStart = after;
  }
  if (paragraph > offset) return paragraph;
  if (line > offset) return line;
  return Math.max(hardEnd, offset + 1);
}

/** Characters a UTF-16 unit takes in JSON.stringify's output. */
function jsonCost(code: number): number {
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20)
    return code === 0x0a || code === 0x0d || code === 0x09 || code === 0x08 || code === 0x0c
      ? 2
      : 6;
  // A lone surrogate is written as \uXXXX; counting every one so errs high, never low.
  if (code >= 0xd800 && code <= 0xdfff) return 6;
  return 1;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
