import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { RefTarget } from './cross-refs.ts';
import { isRenderEnv } from './render-env.ts';
import type { RenderEnv } from './render-env.ts';

/** Roles that name code (API objects, files, options): their text stays inline code. */
const CODE_ROLE =
  /^(?:(?:py|c|cpp|js|std):)?(?:class|func|meth|mod|attr|obj|data|exc|const|function|method|member|type|var|macro|struct|enum|code|file|command|envvar|option|program|kbd|samp|math|literal)$/;

/**
 * MyST roles, ``{ref}`text <label>` `` and the like, parse as text `{ref}` followed by a code span.
 * `{ref}` and `{doc}` become links when the mirror knows their target (a `(label)=` in a mirrored
 * file, a mirrored page), shown with the target's heading when they give no text; other
 * cross-references (`term`, `numref`…) and unknown targets become their text; code roles stay
 * code (`~a.b.C` shows `C`).
 */
export function mystRoles(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'myst_roles', (state: StateCore) => {
    const env = isRenderEnv(state.env) ? state.env : undefined;
    for (const token of state.tokens) {
      if (token.children) token.children = rewrite(token.children, state, env);
    }
  });
}

function rewrite(children: Token[], state: StateCore, env: RenderEnv | undefined): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < children.length; i++) {
    const text = children[i]!;
    const code = children[i + 1];
    const role = text.type === 'text' ? /\{([A-Za-z][\w:.+-]*)\}$/.exec(text.content) : null;
    if (!role || code?.type !== 'code_inline') {
      out.push(text);
      continue;
    }
    text.content = text.content.slice(0, role.index);
    out.push(text);
    i++;
    const name = role[1] ?? '';
    const target = crossRef(name, code.content, env);
    if (target) {
      out.push(
        ...link(
          state,
          target.url,
          roleTitle(code.content) ?? target.title ?? roleText(code.content),
        ),
      );
    } else if (CODE_ROLE.test(name)) {
      code.content = roleText(code.content);
      out.push(code);
    } else {
      out.push(plain(state, roleText(code.content)));
    }
  }
  return out;
}

function crossRef(role: string, body: string, env: RenderEnv | undefined): RefTarget | undefined {
  const refs = env?.refs;
  if (!refs) return undefined;
  const target = roleTarget(body);
  if (role === 'ref' || role === 'std:ref') return refs.label(target);
  if (role === 'doc' || role === 'std:doc') return refs.doc(target);
  return undefined;
}

function link(state: StateCore, href: string, shown: string): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [['href', href]];
  const close = new state.Token('link_close', 'a', -1);
  return [open, plain(state, shown), close];
}

function plain(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}

/** The text a role gives itself: `text` in `` `text <target>` ``. */
function roleTitle(body: string): string | undefined {
  const titled = /^(.*?)\s*<([^>]*)>$/s.exec(body);
  const title = (titled?.[1] ?? '').trim();
  return title === '' ? undefined : title;
}

/** What a role points at: `target` in `` `text <target>` ``, or the whole body. */
function roleTarget(body: string): string {
  const titled = /^(.*?)\s*<([^>]*)>$/s.exec(body);
  return (titled?.[2] ?? body).trim().replace(/^[!~]/, '');
}

function roleText(body: string): string {
  const title = roleTitle(body);
  if (title !== undefined) return title;
  const titled = /^(.*?)\s*<([^>]*)>$/s.exec(body);
  const target = (titled?.[2] ?? body).trim().replace(/^!/, '');
  return target.startsWith('~') ? (target.slice(1).split('.').pop() ?? target) : target;
}
