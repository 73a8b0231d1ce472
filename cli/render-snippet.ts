const ENTITY = /&#(\d+);|&(amp|lt|gt|quot);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * Turns a search snippet (escaped HTML with <mark>) into terminal text: bold yellow on a TTY,
 * «word» otherwise. Not `*word*`: docs are full of `*args`, `**kwargs` and `a * b`, so a piped
 * line could not tell a match from code; guillemets almost never occur in documentation text.
 */
export function renderSnippet(snippet: string, color: boolean): string {
  const [open, close] = color ? ['\u001b[1;33m', '\u001b[0m'] : ['«', '»'];
  return snippet
    .replaceAll('<mark>', open)
    .replaceAll('</mark>', close)
    .replace(ENTITY, (_, code: string | undefined, name: string | undefined) =>
      code ? String.fromCharCode(Number(code)) : (NAMED[name ?? ''] ?? ''),
    );
}
