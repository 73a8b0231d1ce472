import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { isRenderEnv } from './render-env.ts';

/**
 * Gives every heading an id as GitHub does (lowercase, punctuation dropped, spaces to hyphens,
 * `-1`, `-2` for repeats), so `README.md#quick-start` links written for GitHub land on the section.
 */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.push('heading_ids', (state: StateCore) => {
    const slugs = isRenderEnv(state.env) ? state.env.slugs : new Map<string, number>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const inline = state.tokens[index + 1];
      token.attrSet('id', uniqueSlug(githubSlug(textOf(inline?.children ?? [])), slugs));
    });
  });
}

/** github-slugger's rule: keep letters, marks, numbers, connectors, spaces and hyphens. */
export function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** github-slugger's counter: `a`, `a-1`, `a-2`; an explicit `a-1` heading is not reused either. */
function uniqueSlug(slug: string, occurrences: Map<string, number>): string {
  const base = slug === '' ? 'section' : slug;
  let result = base;
  while (occurrences.has(result)) {
    const count = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, count);
    result = `${base}-${count}`;
  }
  occurrences.set(result, 0);
  return result;
}

/** The plain text of an inline token list, as headings are titled. */
export function textOf(children: Token[]): string {
  return children
    .map((child) =>
      child.type === 'text' || child.type === 'code_inline'
        ? child.content
        : textOf(child.children ?? []),
    )
    .join('');
}
