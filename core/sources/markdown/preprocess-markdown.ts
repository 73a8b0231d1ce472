import { isCodeFence } from './directive-kinds.ts';
import { degradeHtml } from './degrade-html.ts';
import { mapOutsideCode } from './split-code-blocks.ts';

/**
 * MyST attribute lines `{#id .class}`, `+++` breaks, `% comments`. (`(label)=` targets are parsed:
 * `{ref}` roles link to them.)
 */
const MYST_LINE = /^\s*(?:\{[#.][^}]*\}|\+\+\+.*|%(?:\s.*)?)\s*$/;
/** GitBook Liquid tags the block rules handle; every other tag alone on a line is template syntax. */
const LIQUID_BLOCK = /^\s*\{%-?\s*(?:end)?(?:hint|tabs|tab|details|expandable)\b/;
const LIQUID_LINE = /^\s*\{%-?\s*([\w-]+)(.*?)-?%\}\s*$/;

/**
 * Line-level rewrites before parsing, outside code only: MyST attribute lines and comments go; GitBook
 * `{% embed url %}` / `{% file src %}` become links, `{% columns %}`, `{% code %}`, `{% stepper %}`
 * and other wrapper tags go (their content stays); the raw HTML GitBook twins contain (figures,
 * card tables) becomes Markdown, since raw HTML is never rendered.
 */
export function preprocessMarkdown(markdown: string): string {
  const text = markdown.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  return mapOutsideCode(
    text,
    (lines) => degradeHtml(lines.flatMap((line) => rewriteLine(line))),
    isCodeFence,
  );
}

function rewriteLine(line: string): string[] {
  if (MYST_LINE.test(line)) return [];
  // MyST heading attributes (`## Install {#install}`) are syntax, not title text.
  if (/^\s{0,3}#{1,6}\s/.test(line)) return [line.replace(/\s*\{[#.][^{}]*\}\s*$/, '')];
  if (LIQUID_BLOCK.test(line)) return [line];
  const liquid = LIQUID_LINE.exec(line);
  if (!liquid) return [line];
  const attrs = new Map(
    [...(liquid[2] ?? '').matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  if (liquid[1] === 'embed' || liquid[1] === 'file') {
    const url = attrs.get('url') ?? attrs.get('src') ?? '';
    if (url === '') return [];
    const label = (attrs.get('caption') ?? attrs.get('title') ?? '').trim() || url;
    return ['', `${indent}[${label.replace(/[[\]]/g, '')}](<${url.replace(/[<>\s]/g, '')}>)`, ''];
  }
  return [];
}
