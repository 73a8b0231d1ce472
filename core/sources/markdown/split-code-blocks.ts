/** A run of lines that is all fenced code (fences included) or all markdown text. */
export interface MarkdownChunk {
  code: boolean;
  lines: string[];
}

const OPEN = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * Splits markdown into fenced-code and text chunks, so that text rewrites (boilerplate, glyphs,
 * Liquid and MyST targets) never change a code sample. `isCode(info)` can declare some fences
 * markdown: a MyST ```` ```{note} ```` fence holds prose, not code. An unclosed fence runs to the
 * end, as CommonMark says.
 */
export function splitCodeBlocks(
  markdown: string,
  isCode: (info: string) => boolean = () => true,
): MarkdownChunk[] {
  const chunks: MarkdownChunk[] = [];
  const push = (code: boolean, line: string): void => {
    const last = chunks.at(-1);
    if (last && last.code === code) last.lines.push(line);
    else chunks.push({ code, lines: [line] });
  };
  // Open fences, innermost last; prose fences can hold code fences and other prose fences.
  const open: Array<{ marker: string; code: boolean }> = [];
  for (const line of markdown.split('\n')) {
    const top = open.at(-1);
    if (top && closes(line, top.marker)) {
      open.pop();
      push(top.code, line);
      continue;
    }
    if (top?.code) {
      push(true, line);
      continue;
    }
    const fence = OPEN.exec(line);
    const marker = fence?.[1] ?? '';
    const info = (fence?.[2] ?? '').trim();
    if (fence && !(marker.startsWith('`') && info.includes('`'))) {
      const code = isCode(info);
      open.push({ marker, code });
      push(code, line);
      continue;
    }
    push(false, line);
  }
  return chunks;
}

function closes(line: string, marker: string): boolean {
  const trimmed = line.trim();
  const char = marker[0] ?? '`';
  return trimmed.length >= marker.length && [...trimmed].every((c) => c === char);
}

/** Applies `rewrite` to the text chunks only and joins everything back. */
export function mapOutsideCode(
  markdown: string,
  rewrite: (lines: string[]) => string[],
  isCode?: (info: string) => boolean,
): string {
  return splitCodeBlocks(markdown, isCode)
    .flatMap((chunk) => (chunk.code ? chunk.lines : rewrite(chunk.lines)))
    .join('\n');
}
