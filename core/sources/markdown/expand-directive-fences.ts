import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { rstToMarkdown } from '../github/rst-to-markdown.ts';
import { isRawDirective, readDirectiveHead } from './directive-kinds.ts';

/** Nested directive fences deeper than this stay code blocks: untrusted input must not recurse forever. */
const MAX_DEPTH = 6;

/**
 * MyST writes Markdown-bodied directives as backtick fences (```` ```{note} ````). markdown-it sees
 * code; this core rule (after block parsing, before inline) re-parses their bodies as Markdown and
 * wraps them in directive tokens, so they render like the colon-fence form. `{eval-rst}` bodies go
 * through the reStructuredText degrade first.
 */
export function expandDirectiveFences(md: MarkdownIt): void {
  md.core.ruler.after('block', 'myst_fence_directives', (state: StateCore) => {
    state.tokens = expand(state.tokens, state, 0);
  });
}

function expand(tokens: Token[], state: StateCore, depth: number): Token[] {
  if (depth >= MAX_DEPTH) return tokens;
  const out: Token[] = [];
  for (const token of tokens) {
    const head = token.type === 'fence' ? readDirectiveHead(token.info) : undefined;
    const rst = head?.name === 'eval-rst';
    if (!head || (isRawDirective(head.name) && !rst)) {
      out.push(token);
      continue;
    }
    const { body, options } = splitOptions(token.content);
    const children: Token[] = [];
    state.md.block.parse(rst ? rstToMarkdown(body) : body, state.md, state.env, children);
    for (const child of children) child.level += token.level + 1;
    const open = new state.Token('directive_open', 'div', 1);
    open.block = true;
    open.meta = { name: rst ? 'div' : head.name, args: head.args, options };
    open.level = token.level;
    const close = new state.Token('directive_close', 'div', -1);
    close.block = true;
    close.level = token.level;
    out.push(open, ...expand(children, state, depth + 1), close);
  }
  return out;
}

/** Leading `:key: value` lines or a `---` YAML block are the directive's options, not its text. */
export function splitOptions(content: string): { body: string; options: Map<string, string> } {
  const options = new Map<string, string>();
  const lines = content.split('\n');
  let first = 0;
  if (lines[0]?.trim() === '---') {
    const close = lines.indexOf('---', 1);
    if (close > 0) {
      for (const line of lines.slice(1, close)) add(options, /^\s*([\w-]+):\s*(.*)$/.exec(line));
      first = close + 1;
    }
  }
  while (first < lines.length && /^\s*:[\w-]+:/.test(lines[first] ?? '')) {
    add(options, /^\s*:([\w-]+):\s*(.*)$/.exec(lines[first] ?? ''));
    first++;
  }
  return { body: lines.slice(first).join('\n'), options };
}

function add(options: Map<string, string>, match: RegExpExecArray | null): void {
  if (match) options.set(match[1] ?? '', (match[2] ?? '').trim());
}
