/**
 * Places where a lost line break must have been: before a heading, a blockquote marker or a list
 * bullet that starts a link. Only whitespace-preceded markers count, so `C#` or `page#anchor` stay.
 */
const INLINE_MARKER = /\s+(?=#{1,6}\s|>\s|[-*+]\s+(?:\[|<?https?:\/\/|[a-z0-9-]+\.[a-z]{2,}\/))/gi;

/** A line this long with this many inline markers was several lines once. */
const MIN_LENGTH = 120;
const MIN_MARKERS = 2;

/**
 * Some copies of llms.txt files (Fern's, as served through some proxies) arrive with their line
 * breaks lost: `> note > note # Title ## Docs - [A](…): … - [B](…)`. Re-splits such lines so the
 * parser can stay line-based. A normal line (`- [A](u): a > b`) has at most one marker and is kept.
 */
export function restoreLineBreaks(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const markers = line.length >= MIN_LENGTH ? (line.match(INLINE_MARKER) ?? []).length : 0;
    if (markers < MIN_MARKERS) {
      lines.push(line);
      continue;
    }
    lines.push(...line.split(INLINE_MARKER).filter((part) => part.trim() !== ''));
  }
  return lines;
}
