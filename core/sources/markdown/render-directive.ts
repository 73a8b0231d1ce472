import type { MarkdownIt, Token } from 'markdown-it';
import { ADMONITION_TITLES, isRawDirective, readDirectiveHead, TITLED } from './directive-kinds.ts';
import { splitOptions } from './expand-directive-fences.ts';
import { isRenderEnv } from './render-env.ts';
import type { RenderEnv } from './render-env.ts';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * HTML for directive containers (admonitions with their title, titled tabs and dropdowns, plain
 * divs for the rest) and for the directives that stay fences: code blocks with a `language-*`
 * class, toctrees as link lists titled by their pages, images, maths; API generators
 * (`automodule`) are named in a sentence, raw HTML is dropped, nothing is executed.
 */
export function renderDirectives(md: MarkdownIt): void {
  md.renderer.rules.directive_open = (tokens, idx) => openHtml(tokens[idx]!);
  md.renderer.rules.directive_close = () => '</div>\n';
  const defaultFence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const head = readDirectiveHead(token.info);
    if (!head || !isRenderEnv(env)) return defaultFence(tokens, idx, options, env, self);
    // A Markdown-bodied directive left unexpanded (nested too deep) is shown as its source.
    if (!isRawDirective(head.name)) return `<pre><code>${escape(token.content)}</code></pre>\n`;
    return rawDirective(head.name, head.args, token.content, env);
  };
}

function openHtml(token: Token): string {
  const meta = (token.meta ?? {}) as { name?: string; args?: string };
  const name = meta.name ?? 'div';
  const args = meta.args ?? '';
  const css = name.replace(/[^a-z0-9-]/g, '-');
  const title = ADMONITION_TITLES[name];
  if (title !== undefined) {
    const open = `<div class="admonition ${css}"><p class="admonition-title">`;
    if (name === 'admonition') return `${open}${escape(args || 'Note')}</p>\n`;
    if (name.startsWith('version') || name === 'deprecated') {
      return `${open}${escape(`${title} ${args}`.trim())}</p>\n`;
    }
    // Other admonitions take no argument in MyST: text on the opening line is the first line of the body.
    return `${open}${escape(title)}</p>\n${args ? `<p>${escape(args)}</p>\n` : ''}`;
  }
  if (TITLED.has(name) && args) {
    return `<div class="${css}"><p class="${css}-title"><strong>${escape(args)}</strong></p>\n`;
  }
  // Domain directives (`{py:function} f(x)`) describe an API object named by their argument.
  if (name.includes(':') && args)
    return `<div class="${css}"><p><code>${escape(args)}</code></p>\n`;
  return `<div class="${css}">\n`;
}

function rawDirective(name: string, args: string, content: string, env: RenderEnv): string {
  const { body, options } = splitOptions(content);
  switch (name) {
    case 'code-block':
    case 'code':
    case 'sourcecode':
    case 'code-cell':
    case 'mermaid':
    case 'graphviz':
    case 'math': {
      const lang = ['code-block', 'code', 'sourcecode', 'code-cell'].includes(name)
        ? (args.split(/\s+/)[0] ?? '')
        : name;
      const css = lang ? ` class="language-${escape(lang.replace(/[^\w+#.-]/g, ''))}"` : '';
      return `<pre><code${css}>${escape(name === 'math' && args ? `${args}\n${body}` : body)}</code></pre>\n`;
    }
    case 'toctree':
      return toctree(body, options.get('caption'), env);
    case 'image':
    case 'figure': {
      const src = resolveImage(args, env);
      const img = src ? `<img src="${escape(src)}" alt="${escape(options.get('alt') ?? '')}">` : '';
      const caption = body.trim() ? `<figcaption>${escape(body.trim())}</figcaption>` : '';
      return `<figure>${img}${caption}</figure>\n`;
    }
    case 'raw':
      // Raw HTML from an untrusted page is never passed through.
      return '';
    case 'csv-table':
      return `<pre>${escape(body)}</pre>\n`;
    case 'include':
    case 'literalinclude': {
      const href = args ? resolveHref(args, env) : undefined;
      const file = href ? `<a href="${escape(href)}">${escape(args)}</a>` : escape(args);
      return args ? `<p class="directive">Included from <code>${file}</code></p>\n` : '';
    }
    case 'highlight':
    case 'bibliography':
      // Build switches with nothing to read (the default language, a generated bibliography).
      return '';
    default:
      if (name.startsWith('auto')) return autodoc(args, body);
      return body.trim() ? `<pre><code>${escape(body)}</code></pre>\n` : '';
  }
}

/**
 * Sphinx autodoc directives (`automodule`, `autoclass`, `autosummary`, autodoc2's `autodoc2-object`…)
 * are filled in from the Python code at build time: the repository holds only the object's name,
 * so that is what the page says, as a sentence rather than the directive's name glued to it.
 */
function autodoc(args: string, body: string): string {
  const names = [args, ...body.split('\n')]
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith(':'));
  if (names.length === 0) return '';
  const list = names.map((n) => `<code>${escape(n)}</code>`).join(', ');
  return `<p class="directive">API reference: ${list} (generated by Sphinx autodoc; not in the repository)</p>\n`;
}

/** MyST toctree entries are docnames (`guide/index`): files without the extension, shown by title. */
function toctree(body: string, caption: string | undefined, env: RenderEnv): string {
  const items = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'self')
    .map((line) => {
      const titled = /^(.*?)\s*<([^>]+)>$/.exec(line);
      const target = (titled?.[2] ?? line).trim();
      if (target.includes('*')) return `<li>${escape((titled?.[1] ?? '').trim() || target)}</li>`;
      const url = /^[a-z]+:\/\//i.test(target);
      // The page the mirror holds under that docname, titled by its first heading as Sphinx does.
      const doc = url ? undefined : env.refs?.doc(target);
      const title = escape((titled?.[1] ?? '').trim() || doc?.title || target);
      const file = url || /\.\w+$/.test(target) ? target : `${target}.md`;
      const href = doc ? resolveHref(doc.url, env) : resolveHref(file, env);
      return href ? `<li><a href="${escape(href)}">${title}</a></li>` : `<li>${title}</li>`;
    });
  const head = caption ? `<p class="caption"><strong>${escape(caption)}</strong></p>\n` : '';
  return `<div class="toctree">${head}<ul>\n${items.join('\n')}\n</ul></div>\n`;
}

/** Links the page itself does not resolve are taken relative to the page URL; only http(s) survives. */
export function resolveHref(href: string, env: RenderEnv): string | undefined {
  if (href.startsWith('#')) return href;
  const resolved = env.resolveLink?.(href) ?? absolute(href, env.pageUrl);
  return resolved !== undefined && safe(resolved) ? resolved : undefined;
}

export function resolveImage(src: string, env: RenderEnv): string | undefined {
  const resolved = env.resolveImage?.(src) ?? absolute(src, env.pageUrl);
  return resolved !== undefined && safe(resolved) ? resolved : undefined;
}

function absolute(href: string, base: string): string | undefined {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

function safe(url: string): boolean {
  return url.startsWith('#') || /^(?:https?:|mailto:)/i.test(url);
}
