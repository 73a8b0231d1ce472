import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The oracle: what the sample project's source says each page holds, read from the source files
 * (not from any generator's HTML), in the order the source has it.
 */
export interface SourcePage {
  /** The file's name without `.md`: its place in toc.txt. */
  name: string;
  /** The page's h1. */
  title: string;
  /** Every heading (levels 1–3), in order. */
  headings: string[];
  /** Each fenced code block's text. */
  code: string[];
  /** Each table body row, its cells joined by spaces. */
  tableRows: string[];
  /** Each admonition's text. */
  admonitions: string[];
  /** Each definition list entry: the term, then its definition. */
  definitions: string[];
  /** The page's words as a reader sees them: markup, link targets and fence languages left out. */
  text: string;
}

export type ApiLanguage = 'python' | 'c' | 'typescript';

export interface SampleSource {
  /** The guide's pages in toc.txt's order: the navigation every generator is configured with. */
  pages: SourcePage[];
  /** Each API function's or method's signature in one language: its name and its parameters. */
  signatures: Record<ApiLanguage, string[]>;
}

const SOURCE = join(import.meta.dirname, 'source');

function parsePage(name: string, markdown: string): SourcePage {
  const page: SourcePage = {
    name,
    title: '',
    headings: [],
    code: [],
    tableRows: [],
    admonitions: [],
    definitions: [],
    text: '',
  };
  const text: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (heading) {
      page.headings.push(heading[2]!);
      if (heading[1] === '#' && page.title === '') page.title = heading[2]!;
      text.push(heading[2]!);
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      while (i + 1 < lines.length && !lines[i + 1]!.startsWith('```')) body.push(lines[++i]!);
      i++;
      page.code.push(body.join('\n'));
      text.push(...body);
    } else if (line.startsWith('::: ')) {
      // The kind is shown as the box's label ("Note"), so it counts as the page's words.
      const body: string[] = [];
      while (i + 1 < lines.length && lines[i + 1] !== ':::') body.push(lines[++i]!);
      i++;
      page.admonitions.push(body.join(' '));
      text.push(line.slice(4), ...body);
    } else if (line.startsWith('|')) {
      if (/^\|[-| ]+\|$/.test(line)) continue;
      const cells = line.split('|').slice(1, -1);
      // The first row is the header: words of the page, not a body row.
      if (i > 0 && lines[i - 1]!.startsWith('|')) page.tableRows.push(cells.join(' '));
      text.push(...cells);
    } else if (lines[i + 1]?.startsWith(':   ')) {
      page.definitions.push(`${line} ${lines[i + 1]!.slice(4)}`);
      text.push(line, lines[++i]!.slice(4));
    } else {
      text.push(line.replace(/\]\([^)]*\)/g, ']'));
    }
  }
  page.text = text.join('\n');
  return page;
}

/** `name(params)` of each declaration a pattern finds, `self` left out (no generator shows it). */
function declarations(file: string, pattern: RegExp): string[] {
  const source = readFileSync(join(SOURCE, 'api', file), 'utf8');
  return [...source.matchAll(pattern)]
    .filter((m) => m[1] !== '__init__' && m[1] !== 'constructor')
    .map((m) => `${m[1]}(${m[2]!.replace(/\bself,?\s*/, '')})`);
}

export function readSampleSource(): SampleSource {
  const names = readFileSync(join(SOURCE, 'toc.txt'), 'utf8').trim().split('\n');
  return {
    pages: names.map((name) =>
      parsePage(name, readFileSync(join(SOURCE, 'docs', `${name}.md`), 'utf8')),
    ),
    signatures: {
      python: declarations('widgets.py', /^\s*def (\w+)\(([^)]*)\)/gm),
      c: declarations('widgets.h', /^[\w *]*?\b(\w+)\(([^)]*)\);/gm),
      typescript: declarations(
        'widgets.ts',
        /^\s*(?:export function )?(\w+)\(([^)]*)\)[^;\n]*\{/gm,
      ),
    },
  };
}
