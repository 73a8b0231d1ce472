import { rstDirective } from './rst-directive.ts';
import { normalize, rstInline } from './rst-inline.ts';

const ADORNMENT = /^([=\-`:'"~^_*+#<>.])\1{2,}\s*$/;
const DIRECTIVE = /^\.\.\s+([\w:.-]+)::\s*(.*)$/;
const TARGET = /^\.\.\s+_([^:]+|`[^`]+`):\s*(.*)$/;
const FOOTNOTE = /^\.\.\s+\[([^\]]+)\]\s+(.*)$/;
const BULLET = /^(\s*)(?:[-*+•]|\d+[.)]|#\.|[a-zA-Z][.)])\s+/;
const TABLE_BORDER = /^\s*(?:\+[-=+]+\+|=+(?:\s+=+)+)\s*$/;
/** Deeper nesting is no longer readable and only costs stack; the rest is shown as text. */
const MAX_DEPTH = 8;

/**
 * A minimal reStructuredText → Markdown degrade, so `.rst` files in a repository (and MyST
 * `{eval-rst}` blocks) read like pages rather than markup: section titles by their adornment,
 * code blocks and `::` literal blocks fenced, admonitions as quotes, roles and links via
 * rstInline, toctrees as lists, tables kept as preformatted text. Not a full parser.
 */
export function rstToMarkdown(rst: string, depth = 0): string {
  const lines = rst.replace(/\r\n?/g, '\n').replace(/\t/g, '        ').split('\n');
  const targets = new Map<string, string>();
  for (const line of lines) {
    const target = TARGET.exec(line.trim());
    if (target && target[2]) targets.set(normalize((target[1] ?? '').replace(/`/g, '')), target[2]);
  }
  const styles: string[] = [];
  const out: string[] = [];
  const inline = (text: string): string => rstInline(text, targets);
  const convert = (body: string): string =>
    depth >= MAX_DEPTH ? body : rstToMarkdown(body, depth + 1);

  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const trimmed = line.trim();
    const heading = readHeading(lines, i);
    if (heading) {
      if (!styles.includes(heading.style)) styles.push(heading.style);
      const level = Math.min(styles.indexOf(heading.style) + 1, 6);
      out.push(`${'#'.repeat(level)} ${inline(heading.text)}`, '');
      i += heading.lines;
      continue;
    }
    if (TABLE_BORDER.test(line)) {
      const end = tableEnd(lines, i);
      out.push('```text', ...lines.slice(i, end), '```', '');
      i = end;
      continue;
    }
    const directive = DIRECTIVE.exec(trimmed);
    if (directive) {
      const block = indentedBlock(lines, i + 1, indentOf(line));
      const options = new Map<string, string>();
      let start = 0;
      for (; start < block.length && /^:[\w-]+:/.test((block[start] ?? '').trim()); start++) {
        const option = /^:([\w-]+):\s*(.*)$/.exec((block[start] ?? '').trim());
        if (option) options.set(option[1] ?? '', option[2] ?? '');
      }
      const body = dedent(block.slice(start));
      const name = (directive[1] ?? '').toLowerCase();
      out.push(...rstDirective({ name, args: directive[2] ?? '', options, body }, convert), '');
      i += 1 + block.length;
      continue;
    }
    const footnote = FOOTNOTE.exec(trimmed);
    if (footnote) {
      out.push(`[${footnote[1]}] ${inline(footnote[2] ?? '')}`, '');
      i++;
      continue;
    }
    if (/^\.\.(?:\s|$)/.test(trimmed)) {
      // Comments and hyperlink targets, with whatever is indented under them.
      i += 1 + indentedBlock(lines, i + 1, indentOf(line)).length;
      continue;
    }
    if (trimmed.endsWith('::') && next.trim() === '') {
      const block = indentedBlock(lines, i + 1, indentOf(line));
      if (block.some((l) => l.trim() !== '')) {
        const intro =
          trimmed === '::' ? '' : trimmed.replace(/\s*::$/, trimmed.endsWith(' ::') ? '' : ':');
        if (intro) out.push(inline(intro), '');
        out.push('```', ...dedent(block).join('\n').replace(/\n+$/, '').split('\n'), '```', '');
        i += 1 + block.length;
        continue;
      }
    }
    out.push(reindent(lines, i, inline(line)));
    i++;
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function readHeading(
  lines: string[],
  i: number,
): { text: string; style: string; lines: number } | undefined {
  const line = lines[i] ?? '';
  const over = ADORNMENT.exec(line);
  const middle = lines[i + 1] ?? '';
  if (over && middle.trim() !== '' && (lines[i + 2] ?? '').trim() === line.trim()) {
    return { text: middle.trim(), style: `${over[1]}${over[1]}`, lines: 3 };
  }
  const under = ADORNMENT.exec(middle);
  const previous = i === 0 ? '' : (lines[i - 1] ?? '');
  const isText = line.trim() !== '' && !/^\s/.test(line) && !ADORNMENT.test(line);
  if (under && isText && previous.trim() === '' && !TABLE_BORDER.test(middle)) {
    return { text: line.trim(), style: under[1] ?? '', lines: 2 };
  }
  return undefined;
}

/** The lines after `start` that are blank or indented deeper than `indent` (trailing blanks excluded). */
function indentedBlock(lines: string[], start: number, indent: number): string[] {
  let end = start;
  while (end < lines.length) {
    const line = lines[end] ?? '';
    if (line.trim() !== '' && indentOf(line) <= indent) break;
    end++;
  }
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end);
}

function tableEnd(lines: string[], start: number): number {
  let end = start + 1;
  while (end < lines.length && (lines[end] ?? '').trim() !== '') end++;
  return end;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Removes the common indentation and leading blank lines. */
function dedent(block: string[]): string[] {
  const first = block.findIndex((l) => l.trim() !== '');
  if (first < 0) return [];
  block = block.slice(first);
  const indents = block.filter((l) => l.trim() !== '').map(indentOf);
  const least = indents.length > 0 ? Math.min(...indents) : 0;
  return block.map((l) => l.slice(least));
}

/**
 * Indented text in reStructuredText is a quote or a definition, but four spaces make a Markdown
 * code block: keep indentation only as deep as the list item it continues.
 */
function reindent(lines: string[], i: number, text: string): string {
  if (text.trim() === '') return '';
  return ' '.repeat(keptIndent(lines, i)) + text.trimStart();
}

/** The indentation line `i` keeps: that of the list item content it belongs to, else none. */
function keptIndent(lines: string[], i: number): number {
  const indent = indentOf(lines[i] ?? '');
  if (indent === 0) return 0;
  for (let j = i - 1; j >= 0; j--) {
    const parent = lines[j] ?? '';
    if (parent.trim() === '' || indentOf(parent) >= indent) continue;
    const bullet = BULLET.exec(parent);
    return Math.min(indent, bullet ? bullet[0].length : keptIndent(lines, j));
  }
  return 0;
}
