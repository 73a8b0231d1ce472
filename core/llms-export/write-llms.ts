import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { FolioApi, TocEntry } from '../api/folio-api.ts';
import { htmlToMarkdown } from '../markdown/html-to-markdown.ts';
import { pageMarkdown } from '../markdown/page-markdown.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { pageFileName } from './page-file-name.ts';

export interface WriteLlmsOptions {
  api: FolioApi;
  outDir: string;
  /** Docset ids; every docset with cached pages when empty. */
  docsets: readonly string[];
}

export interface WrittenDocset {
  docset: string;
  pages: number;
}

interface ListedPage {
  url: string;
  title: string;
  depth: number;
  file: string;
}

/**
 * The cache as files, for agents and tools that read files rather than speak MCP: per docset an
 * llms.txt (its table of contents, a link and a one-line description per page), an
 * llms-full.txt (every page in order), and one Markdown file per page, with links between cached
 * pages pointing at the written files. Text only, as read_page gives it (the pages are untrusted).
 */
export async function writeLlms(options: WriteLlmsOptions): Promise<WrittenDocset[]> {
  const listed = (await options.api.listDocsets({})).filter((d) => d.pages > 0);
  const wanted = options.docsets.length > 0 ? options.docsets : listed.map((d) => d.id);
  const written: WrittenDocset[] = [];
  for (const id of wanted) {
    const docset = listed.find((d) => d.id === id);
    if (!docset) throw new Error(`no cached pages for docset ${id}`);
    const dir = join(options.outDir, id);
    const pages = flatten(await options.api.getToc({ docset: id }), new Set<string>());
    const files = new Map(pages.map((p) => [keyOf(p.url), p.file]));
    const toc: string[] = [];
    const full: string[] = [header(docset.name, docset.description)];
    for (const listedPage of pages) {
      const view = await options.api.getPage({ url: listedPage.url });
      const markdown = relink(
        pageMarkdown(view.html, view.outline).markdown,
        view.url,
        listedPage.file,
        files,
      );
      const about = `Source: <${view.url}> · fetched ${view.fetchedAt}`;
      write(join(dir, listedPage.file), `# ${view.title}\n\n${about}\n\n${markdown}\n`);
      const notes = describe(view.html);
      toc.push(
        `${'  '.repeat(listedPage.depth)}- [${escapeText(view.title)}](${listedPage.file})${notes ? `: ${notes}` : ''}`,
      );
      // In llms-full.txt, links point at the page files, which sit beside it under pages/.
      full.push(
        `# ${view.title}\n\n${about}\n\n${relink(pageMarkdown(view.html, view.outline).markdown, view.url, '', files)}`,
      );
    }
    write(
      join(dir, 'llms.txt'),
      `${header(docset.name, docset.description)}\n\n## Pages\n\n${toc.join('\n')}\n`,
    );
    write(join(dir, 'llms-full.txt'), `${full.join('\n\n---\n\n')}\n`);
    written.push({ docset: id, pages: pages.length });
  }
  return written;
}

function header(name: string, description: string): string {
  return `# ${escapeText(name)}${description ? `\n\n> ${escapeText(description)}` : ''}`;
}

/** The TOC's pages in order, each once, with its depth; grouping nodes lend only their depth. */
function flatten(
  entries: readonly TocEntry[],
  taken: Set<string>,
  depth = 0,
  seen = new Set<string>(),
): ListedPage[] {
  return entries.flatMap((entry) => {
    const own: ListedPage[] = [];
    if (entry.url !== null && !seen.has(keyOf(entry.url))) {
      seen.add(keyOf(entry.url));
      own.push({ url: entry.url, title: entry.title, depth, file: pageFileName(entry.url, taken) });
    }
    return [...own, ...flatten(entry.children, taken, depth + (entry.url === null ? 0 : 1), seen)];
  });
}

function keyOf(url: string): string {
  const canonical = canonicalizeUrl(url);
  return canonical === null ? url : pageKey(canonical);
}

/** Links to cached pages become relative links to their files; others stay as they are. */
function relink(
  markdown: string,
  pageUrl: string,
  fromFile: string,
  files: ReadonlyMap<string, string>,
): string {
  return markdown.replace(/\]\(([^)\s]+)\)/g, (whole, href: string) => {
    let target: URL;
    try {
      target = new URL(href, pageUrl);
    } catch {
      return whole;
    }
    const file = files.get(keyOf(target.href));
    if (file === undefined) return whole;
    const relative = fromFile === '' ? file : posix.relative(posix.dirname(fromFile), file);
    return `](${relative}${target.hash})`;
  });
}

/** The page's first sentence of text, as its one line in llms.txt. */
function describe(html: string): string {
  const text = htmlToMarkdown(html, { links: false })
    .split('\n')
    .map((line) => line.trim())
    .find(
      (line) =>
        line !== '' && !line.startsWith('#') && !line.startsWith('```') && !line.startsWith('['),
    );
  if (!text) return '';
  const sentence = /^(.{20,}?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  return escapeText(sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence);
}

/** Page text in llms.txt is data: no link, list or tag syntax of its own. */
function escapeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[[\]<>\\`*_]/g, '\\$&')
    .trim();
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
