import { ADMONITION_TITLES } from '../markdown/directive-kinds.ts';
import { rstInline } from './rst-inline.ts';

export interface RstDirective {
  name: string;
  args: string;
  options: Map<string, string>;
  /** The body, dedented, options removed. */
  body: string[];
}

const CODE = new Set(['code-block', 'code', 'sourcecode', 'ipython', 'doctest']);
/** Directives whose body is not text for readers (raw HTML, Sphinx-only switches, indexes). */
const DROPPED = new Set(['raw', 'index', 'meta', 'highlight', 'tabularcolumns', 'sectionauthor']);

/**
 * One directive as Markdown lines. `convert` renders nested reStructuredText bodies (admonitions,
 * API descriptions), so they read as the page does; unknown directives keep their body as text.
 */
export function rstDirective(d: RstDirective, convert: (rst: string) => string): string[] {
  const body = d.body.join('\n');
  if (DROPPED.has(d.name)) return [];
  if (CODE.has(d.name)) return fenced(d.args.split(/\s+/)[0] ?? '', body);
  if (d.name === 'math') return fenced('math', [d.args, body].filter(Boolean).join('\n'));
  if (d.name === 'csv-table' || d.name === 'literalinclude' || d.name === 'include') {
    return body.trim() === '' ? [`\`${d.name}:: ${d.args}\``] : fenced('text', body);
  }
  if (d.name === 'toctree') return toctree(d);
  if (d.name === 'image' || d.name === 'figure') {
    const alt = d.options.get('alt') ?? '';
    return [`![${alt}](${d.args.trim()})`, ...(body.trim() ? ['', convert(body)] : [])];
  }
  // The same admonitions as MyST's; a generic `admonition` takes its whole title from the args.
  const generic = d.name === 'admonition';
  const title = generic ? d.args : ADMONITION_TITLES[d.name];
  if (title !== undefined) {
    const heading = !generic && d.args ? `${title} ${d.args}` : title;
    const inner = convert(body).split('\n');
    return [`> **${rstInline(heading)}**`, '>', ...inner.map((l) => (l ? `> ${l}` : '>'))];
  }
  // API entries (`.. py:function:: f(x)`, `.. autoclass:: a.B`): the signature, then its text.
  const signature = d.args.trim() ? [`\`${d.args.trim()}\``] : [`\`${d.name}\``];
  return body.trim() ? [...signature, '', convert(body)] : signature;
}

function fenced(lang: string, body: string): string[] {
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${lang}`, ...body.replace(/\n+$/, '').split('\n'), fence];
}

/** Sphinx docnames name `.rst` files without the extension. */
function toctree(d: RstDirective): string[] {
  const caption = d.options.get('caption');
  const items = d.body
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'self')
    .map((line) => {
      const titled = /^(.*?)\s*<([^>]+)>$/.exec(line);
      const target = (titled?.[2] ?? line).trim();
      const title = (titled?.[1] ?? '').trim() || target;
      if (target.includes('*')) return `- ${title}`;
      const href = /^[a-z]+:\/\//i.test(target) || /\.\w+$/.test(target) ? target : `${target}.rst`;
      return `- [${title}](${href})`;
    });
  return caption ? [`**${caption}**`, '', ...items] : items;
}
