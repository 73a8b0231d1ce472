/**
 * Escapes a text node of a page for Markdown, only where the character would otherwise be read
 * as Markdown. Turndown escapes every `_` and every `=`, `-` or `+` a text node starts with, and
 * Sphinx puts each part of a signature in its own node, so `sort_keys=False` came out as
 * `sort\_keys\=False`: what an agent copied from it was wrong code.
 *
 * - `_` inside a word (`sort_keys`) cannot open or close emphasis in CommonMark; at a word's edge
 *   (`__init__`, `_private`) it can, and is escaped.
 * - `=` underlines a heading only as a whole line of its own, and `-` starts a list item only
 *   before a space or as a rule (`---`); a node's first character is seldom a line's.
 * - `\` escapes only before punctuation; before a letter (`C:\path`) it is text.
 * - `*`, backticks, brackets and the line-start marks of headings, quotes and numbered lists are
 *   escaped as turndown does.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\\(?=[!-/:-@[-`{-~]|$)/g, '\\\\')
    .replace(/\*/g, '\\*')
    .replace(/(^|\n)-(?=\s|--)/g, '$1\\-')
    .replace(/(^|\n)\+ /g, '$1\\+ ')
    .replace(/\n(=+)(?=[ \t]*(?:\n|$))/g, '\n\\$1')
    .replace(/(^|\n)(#{1,6}) /g, '$1\\$2 ')
    .replace(/`/g, '\\`')
    .replace(/(^|\n)~~~/g, '$1\\~~~')
    .replace(/\[/g, '\\[')
    .replace(/\]/g, '\\]')
    .replace(/(^|\n)>/g, '$1\\>')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(/(^|\n)(\d+)\. /g, '$1$2\\. ');
}
