import type { MarkdownIt, StateBlock, StateCore, Token } from 'markdown-it';
import { textOf } from './heading-ids.ts';
import { isRenderEnv } from './render-env.ts';
import type { LabelTarget } from './render-env.ts';

const TARGET = /^\(([\w.:/-]+)\)=\s*$/;

/**
 * MyST `(label)=` lines name the block after them, so `{ref}` roles elsewhere can link to it. They
 * parse into an invisible token; once headings have their ids, each label is recorded in
 * `env.targets` with the heading it names: the next block when that is a heading, else the
 * section it sits in (the mirror has no anchor on a paragraph), else the page top.
 */
export function mystTargets(md: MarkdownIt): void {
  md.block.ruler.before('lheading', 'myst_target', target, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.core.ruler.push('myst_targets', (state: StateCore) => {
    if (isRenderEnv(state.env) && state.env.targets) collect(state.tokens, state.env.targets);
  });
  md.renderer.rules.myst_target = () => '';
}

function target(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = state.src.slice(
    state.bMarks[startLine]! + state.tShift[startLine]!,
    state.eMarks[startLine],
  );
  const match = TARGET.exec(text);
  if (!match) return false;
  if (silent) return true;
  const token = state.push('myst_target', '', 0);
  token.meta = { label: match[1] ?? '' };
  token.map = [startLine, startLine + 1];
  state.line = startLine + 1;
  return true;
}

function collect(tokens: readonly Token[], targets: Map<string, LabelTarget>): void {
  let section: LabelTarget = {};
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') section = headingAt(tokens, index);
    if (token.type !== 'myst_target') return;
    let next = index + 1;
    while (tokens[next]?.type === 'myst_target') next++;
    const named = tokens[next]?.type === 'heading_open' ? headingAt(tokens, next) : section;
    const label = String((token.meta as { label: string }).label).toLowerCase();
    if (!targets.has(label)) targets.set(label, named);
  });
}

function headingAt(tokens: readonly Token[], index: number): LabelTarget {
  const id = tokens[index]!.attrGet('id');
  const title = textOf(tokens[index + 1]?.children ?? []).trim();
  return { ...(id !== null ? { anchor: String(id) } : {}), ...(title ? { title } : {}) };
}
