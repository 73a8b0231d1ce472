import { splitCodeBlocks } from '../markdown/split-code-blocks.ts';
import { stripTwinBoilerplate } from '../markdown/strip-twin-boilerplate.ts';
import { resolveLlmsLink } from './resolve-llms-link.ts';

/** One page cut out of an llms-full.txt. */
export interface LlmsFullPage {
  title: string;
  /** The page's own URL when the file names it (`Source:` / `URL:` line, or a linked heading). */
  url?: string;
  /** The page's markdown, heading included, source line and twin boilerplate removed. */
  markdown: string;
}

interface Heading {
  line: number;
  level: number;
  text: string;
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
/** How GitBook, Mintlify and Fern name each page's URL right under its heading. */
const SOURCE_LINE =
  /^\s*(?:\*\*)?(?:source|url|url source|canonical)(?:\*\*)?\s*:\s*(?:\*\*)?\s*<?(\S+?)>?\s*$/i;
const LINKED_HEADING = /^\[([^\]]+)\]\(\s*<?([^)\s>]+)>?\s*\)$/;
/** A source line is looked for in the first few lines of a page only. */
const SOURCE_WINDOW = 4;

/**
 * Splits an llms-full.txt (every page of a site, concatenated) into pages at its top-level
 * headings. Headings followed by a `Source:` line are the page boundaries when the file has them;
 * otherwise the shallowest heading level is, skipping a lone site title. Text before the first
 * page is the file's own header and is dropped. Headings inside code blocks never split.
 * GitBook's file names no URLs at all: `urlForTitle` (say, titles → URLs from llms.txt) fills them.
 */
export function splitLlmsFull(
  text: string,
  baseUrl: string,
  urlForTitle?: (title: string) => string | undefined,
): LlmsFullPage[] {
  const lines = text
    .replace(/^\ufeff/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const headings = findHeadings(lines);
  const starts = pageStarts(headings, lines);
  const pages: LlmsFullPage[] = [];
  starts.forEach((heading, index) => {
    const end = starts[index + 1]?.line ?? lines.length;
    const body = lines.slice(heading.line + 1, end);
    let url: string | undefined;
    let title = heading.text;
    const linked = LINKED_HEADING.exec(heading.text);
    if (linked) {
      title = linked[1] ?? title;
      url = resolveLlmsLink(linked[2] ?? '', baseUrl);
    }
    const sourceAt = body.slice(0, SOURCE_WINDOW).findIndex((l) => SOURCE_LINE.test(l));
    if (sourceAt >= 0) {
      url = resolveLlmsLink(SOURCE_LINE.exec(body[sourceAt] ?? '')?.[1] ?? '', baseUrl) ?? url;
      body.splice(sourceAt, 1);
    }
    const headingLine = `${'#'.repeat(heading.level)} ${title}`;
    const markdown = stripTwinBoilerplate([headingLine, ...body].join('\n'));
    const page: LlmsFullPage = { title: title.trim(), markdown };
    url ??= urlForTitle?.(page.title);
    if (url !== undefined) page.url = url;
    pages.push(page);
  });
  return pages;
}

function findHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let line = 0;
  for (const chunk of splitCodeBlocks(lines.join('\n'))) {
    if (!chunk.code) {
      chunk.lines.forEach((text, offset) => {
        const match = HEADING.exec(text);
        if (match) {
          headings.push({
            line: line + offset,
            level: (match[1] ?? '').length,
            text: match[2] ?? '',
          });
        }
      });
    }
    line += chunk.lines.length;
  }
  return headings.filter((h) => h.text.trim() !== '');
}

function pageStarts(headings: Heading[], lines: string[]): Heading[] {
  const sourced = headings.filter((h) =>
    lines.slice(h.line + 1, h.line + 1 + SOURCE_WINDOW).some((l) => SOURCE_LINE.test(l)),
  );
  if (sourced.length > 0) return sourced;
  const linked = headings.filter((h) => LINKED_HEADING.test(h.text));
  if (linked.length > 1) return linked;
  const top = Math.min(...headings.map((h) => h.level));
  const atTop = headings.filter((h) => h.level === top);
  // `# Site` then `## Page` … : the single top heading is the file's title, not a page.
  if (atTop.length === 1 && headings.some((h) => h.level === top + 1)) {
    return headings.filter((h) => h.level === top + 1);
  }
  return atTop;
}
