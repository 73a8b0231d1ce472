import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** Roles that name code (API objects, files, options): their text stays inline code. */
const CODE_ROLE =
  /^(?:(?:py|c|cpp|js|std):)?(?:class|func|meth|mod|attr|obj|data|exc|const|function|method|member|type|var|macro|struct|enum|code|file|command|envvar|option|program|kbd|samp|math|literal)$/;

/**
 * MyST roles, ``{ref}`text <label>` `` and the like, parse as text `{ref}` followed by a code span.
 * Cross-references (`ref`, `doc`, `term`, `numref`…) become their text, since their targets are
 * Sphinx labels a mirror cannot resolve; code roles stay code (`~a.b.C` shows `C`).
 */
export function mystRoles(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'myst_roles', (state: StateCore) => {
    for (const token of state.tokens) if (token.children) rewrite(token.children);
  });
}

function rewrite(children: Token[]): void {
  for (let i = 0; i + 1 < children.length; i++) {
    const text = children[i]!;
    const code = children[i + 1]!;
    if (text.type !== 'text' || code.type !== 'code_inline') continue;
    const role = /\{([A-Za-z][\w:.+-]*)\}$/.exec(text.content);
    if (!role) continue;
    text.content = text.content.slice(0, role.index);
    const shown = roleText(code.content);
    if (CODE_ROLE.test(role[1] ?? '')) {
      code.content = shown;
    } else {
      code.type = 'text';
      code.tag = '';
      code.markup = '';
      code.content = shown;
    }
  }
}

function roleText(body: string): string {
  const titled = /^(.*?)\s*<([^>]*)>$/s.exec(body);
  if (titled && (titled[1] ?? '').trim() !== '') return (titled[1] ?? '').trim();
  const target = (titled?.[2] ?? body).trim().replace(/^!/, '');
  return target.startsWith('~') ? (target.slice(1).split('.').pop() ?? target) : target;
}
