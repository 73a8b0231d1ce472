import type { MarkdownIt, StateBlock } from 'markdown-it';
import { isRawDirective } from './directive-kinds.ts';

type BlockRule = (
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
) => boolean;

const COLON_OPEN = /^(:{3,})\s*(?:\{([A-Za-z][\w:.+-]*)\}|([A-Za-z][\w-]*))?\s*(.*)$/;
const LIQUID_OPEN = /^\{%-?\s*(hint|tabs|tab|details|expandable)\b(.*?)-?%\}\s*$/;

/**
 * Block rules for containers whose body is Markdown: MyST colon fences (`:::{note}` … `:::`,
 * outer ones with more colons) and GitBook Liquid blocks (`{% hint style="info" %}` …
 * `{% endhint %}`, `{% tabs %}` / `{% tab title="…" %}`). Their bodies are parsed in place, as
 * markdown-it-container does, so lists, code and nested blocks inside render normally.
 */
export function directiveBlocks(md: MarkdownIt): void {
  const alt = { alt: ['paragraph', 'reference', 'blockquote', 'list'] };
  md.block.ruler.before('fence', 'colon_fence', colonFence, alt);
  md.block.ruler.before('fence', 'liquid_block', liquidBlock, alt);
}

const colonFence: BlockRule = (state, startLine, endLine, silent) => {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = COLON_OPEN.exec(lineText(state, startLine));
  if (!open) return false;
  if (silent) return true;
  const length = (open[1] ?? '').length;
  let line = startLine + 1;
  let closed = false;
  for (; line < endLine; line++) {
    const text = lineText(state, line);
    if (text !== '' && state.sCount[line]! < state.blkIndent) break;
    if (/^:{3,}\s*$/.test(text) && text.trim().length >= length) {
      closed = true;
      break;
    }
  }
  const name = (open[2] ?? open[3] ?? 'div').toLowerCase();
  const args = (open[4] ?? '').trim();
  if (isRawDirective(name)) {
    const token = state.push('fence', 'code', 0);
    token.info = `{${name}} ${args}`;
    token.content = state.getLines(startLine + 1, line, state.sCount[startLine]!, true);
    token.markup = '```';
    token.map = [startLine, line];
    state.line = line + (closed ? 1 : 0);
    return true;
  }
  const { first, options } = skipOptions(state, startLine + 1, line);
  pushContainer(state, { startLine, first, end: line, closed, meta: { name, args, options } });
  return true;
};

const liquidBlock: BlockRule = (state, startLine, endLine, silent) => {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = LIQUID_OPEN.exec(lineText(state, startLine));
  if (!open) return false;
  if (silent) return true;
  const tag = open[1] ?? '';
  const opens = new RegExp(`^\\{%-?\\s*${tag}\\b`);
  const closes = new RegExp(`^\\{%-?\\s*end${tag}\\s*-?%\\}\\s*$`);
  let depth = 1;
  let line = startLine + 1;
  for (; line < endLine; line++) {
    const text = lineText(state, line);
    if (opens.test(text)) depth++;
    else if (closes.test(text) && --depth === 0) break;
  }
  const attrs = liquidAttributes(open[2] ?? '');
  const name = tag === 'hint' ? hintKind(attrs.get('style')) : tag;
  const meta = { name, args: attrs.get('title') ?? '', options: attrs };
  pushContainer(state, { startLine, first: startLine + 1, end: line, closed: depth === 0, meta });
  return true;
};

interface ContainerSpan {
  startLine: number;
  /** First body line. */
  first: number;
  /** The closing line, or endLine when the block runs to the end. */
  end: number;
  closed: boolean;
  meta: { name: string; args: string; options: Map<string, string> };
}

function pushContainer(state: StateBlock, span: ContainerSpan): void {
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container';
  state.lineMax = span.end;
  const open = state.push('directive_open', 'div', 1);
  open.block = true;
  open.meta = span.meta;
  open.map = [span.startLine, span.end];
  state.md.block.tokenize(state, span.first, span.end);
  const close = state.push('directive_close', 'div', -1);
  close.block = true;
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = span.end + (span.closed ? 1 : 0);
}

/** MyST options at the top of a body: `:key: value` lines, or a `---` YAML block. */
function skipOptions(
  state: StateBlock,
  first: number,
  end: number,
): { first: number; options: Map<string, string> } {
  const options = new Map<string, string>();
  let line = first;
  if (lineText(state, line) === '---') {
    for (let close = line + 1; close < end; close++) {
      if (lineText(state, close) === '---') {
        for (let l = line + 1; l < close; l++)
          addOption(options, lineText(state, l), /^([\w-]+):\s*(.*)$/);
        return { first: close + 1, options };
      }
    }
  }
  for (; line < end && /^:[\w-]+:/.test(lineText(state, line)); line++) {
    addOption(options, lineText(state, line), /^:([\w-]+):\s*(.*)$/);
  }
  return { first: line, options };
}

function addOption(options: Map<string, string>, text: string, pattern: RegExp): void {
  const match = pattern.exec(text);
  if (match) options.set(match[1] ?? '', (match[2] ?? '').trim());
}

function liquidAttributes(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of text.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g))
    attrs.set(match[1] ?? '', match[2] ?? '');
  return attrs;
}

/** GitBook hint styles, as the admonitions readers know. */
function hintKind(style: string | undefined): string {
  return { success: 'tip', warning: 'warning', danger: 'danger' }[style ?? ''] ?? 'note';
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]).trimEnd();
}
