import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Docsify's boxes: a paragraph opened by `!>` is important content, by `?>` a tip. */
const MARKERS: Readonly<Record<string, string>> = { '!>': 'important', '?>': 'tip' };

/**
 * Docsify's own Markdown extension (https://docsify.js.org/#/helpers): `!> text` and `?> text`
 * start a paragraph shown as a box. Without this rule the marker stays on the page as text; with
 * it the paragraph renders as the admonition of that kind, as MyST's and GitBook's do. A core
 * rule after block parsing, before inline, so only a paragraph's first characters are read.
 */
export function docsifyBoxes(md: MarkdownIt): void {
  md.core.ruler.after('block', 'docsify_boxes', (state: StateCore) => {
    const out: Token[] = [];
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const inline = tokens[i + 1];
      const kind =
        token.type === 'paragraph_open' && inline?.type === 'inline'
          ? MARKERS[inline.content.slice(0, 2)]
          : undefined;
      if (kind === undefined || !/^..\s/.test(inline!.content)) {
        out.push(token);
        continue;
      }
      inline!.content = inline!.content.slice(3).trimStart();
      const open = new state.Token('directive_open', 'div', 1);
      open.block = true;
      open.meta = { name: kind, args: '' };
      open.level = token.level;
      const close = new state.Token('directive_close', 'div', -1);
      close.block = true;
      close.level = token.level;
      // paragraph_open, inline, paragraph_close inside the box.
      out.push(open, token, inline!, tokens[i + 2]!, close);
      i += 2;
    }
    state.tokens = out;
  });
}
