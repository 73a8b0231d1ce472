import { readFileSync } from 'node:fs';

/**
 * `node dialect.ts <dialect> <page.md>`: the sample's canonical Markdown (pandoc's: `::: note`
 * fenced divs, `term` / `:   definition` lists) rewritten in the Markdown one generator reads, so
 * every generator builds the same content from the one source. Prints to stdout.
 */
type Dialect =
  | 'mkdocs'
  | 'docusaurus'
  | 'starlight'
  | 'vitepress'
  | 'hugo'
  | 'jekyll'
  | 'doxygen'
  | 'typedoc'
  | 'docsify';
const [dialect, file, order] = process.argv.slice(2) as [Dialect, string, string | undefined];
const source = readFileSync(file, 'utf8');

const ADMONITION = /^::: (note|warning)\n([\s\S]*?)\n:::$/gm;
const DEFINITIONS = /^((?:[^\n:|#`][^\n]*\n: {3}[^\n]+\n\n?)+)/gm;

const label = (kind: string) => kind[0]!.toUpperCase() + kind.slice(1);

function admonition(kind: string, body: string): string {
  switch (dialect) {
    case 'mkdocs':
      return `!!! ${kind}\n${body.replace(/^/gm, '    ')}`;
    case 'docusaurus':
      return `:::${kind}\n${body}\n:::`;
    case 'starlight':
      return `:::${kind === 'warning' ? 'caution' : kind}\n${body}\n:::`;
    case 'vitepress':
      // VitePress has no note box; an info box titled as the source's kind stands for it.
      return `::: ${kind === 'note' ? `info ${label(kind)}` : kind}\n${body}\n:::`;
    case 'hugo':
    case 'jekyll':
      return `> **${label(kind)}:** ${body.replace(/\n/g, '\n> ')}`;
    case 'doxygen':
      return `@${kind} ${body.replace(/\n/g, ' ')}`;
    case 'docsify':
      // Docsify's own one-paragraph boxes: `!>` important, `?>` a tip.
      return `${kind === 'warning' ? '!>' : '?>'} ${body.replace(/\n/g, ' ')}`;
    case 'typedoc':
      // GitHub's alert syntax, which TypeDoc's Markdown renders as an alert box.
      return `> [!${kind.toUpperCase()}]\n${body.replace(/^/gm, '> ')}`;
  }
}

function definitions(block: string): string {
  if (dialect === 'mkdocs' || dialect === 'hugo' || dialect === 'jekyll') return block;
  const items = [...block.matchAll(/^([^\n]+)\n: {3}([^\n]+)$/gm)]
    .map(([, term, definition]) => `<dt>${term}</dt><dd>${definition}</dd>`)
    .join('\n');
  return `<dl>\n${items}\n</dl>\n\n`;
}

let out = source.replace(ADMONITION, (_, kind: string, body: string) => admonition(kind, body));
out = out.replace(DEFINITIONS, (block) => definitions(block));
const title = /^# (.+)$/m.exec(source)?.[1] ?? '';
switch (dialect) {
  case 'starlight':
    // Starlight renders the front matter's title as the page's h1.
    out = `---\ntitle: ${title}\nsidebar:\n  order: ${order}\n---\n${out.replace(/^# .+\n\n?/m, '')}`;
    break;
  case 'docusaurus':
    out = `---\nsidebar_position: ${order}\n---\n${out}`;
    break;
  case 'hugo':
    out = `---\ntitle: ${title}\nweight: ${order}\n---\n${out}`;
    break;
  case 'typedoc':
    out = `---\ntitle: ${title}\n---\n${out}`;
    break;
  case 'jekyll':
    out = `---\nlayout: page\ntitle: ${title}\nnav_order: ${order}\n---\n${out}`;
    break;
  case 'mkdocs':
  case 'vitepress':
  case 'doxygen':
  case 'docsify':
    // Each reads the page's own h1 as its title and takes its order from its config.
    break;
}
process.stdout.write(out);
