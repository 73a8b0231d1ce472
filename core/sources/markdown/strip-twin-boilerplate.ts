import {
  AGENT_FOOTER,
  ASK_LINK,
  INDEX_NOTE,
  READER_BODY_START,
  READER_HEADER,
  VERSION_BANNER,
} from './boilerplate-patterns.ts';
import { mapOutsideCode, splitCodeBlocks } from './split-code-blocks.ts';

/** Banners sit at the top; further down the same words are more likely the page's own prose. */
const BANNER_BLOCKS = 6;

/** Permalink glyphs: `[#](…)`, `[¶](…)`, Docusaurus' zero-width `[\u200b](#a)`, empty `[](#a)`. */
const PERMALINK = /\[(?:#|¶|\u200b|)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g;

/**
 * Removes what Markdown twins carry besides the page: reader wrappers (`Title:` / `URL Source:` /
 * `Markdown Content:`), YAML front matter, "documentation index" notes (GitBook, Fern), version
 * and archive banners, footers addressed to AI agents (GitBook "Agent Instructions", `?ask=`
 * hints) and permalink glyphs. Code blocks are left byte for byte.
 */
export function stripTwinBoilerplate(markdown: string): string {
  let text = markdown.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  text = stripFrontMatter(stripReaderHeader(text));
  text = mapOutsideCode(text, (lines) =>
    lines.map((line) => line.replace(PERMALINK, '').replace(/\s*¶(?=\s|$)/g, '')),
  );
  return dropBlocks(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function stripReaderHeader(text: string): string {
  const lines = text.split('\n');
  const blank = (i: number): boolean => (lines[i] ?? '').trim() === '';
  let index = 0;
  while (index < lines.length && blank(index)) index++;
  const start = index;
  // Reader services put blank lines between their header fields, or not.
  while (
    index < lines.length &&
    (READER_HEADER.test(lines[index] ?? '') || (index > start && blank(index)))
  ) {
    index++;
  }
  if (index === start) return text;
  if (READER_BODY_START.test(lines[index] ?? '')) return lines.slice(index + 1).join('\n');
  // A header without the body marker still counts when it names the source URL.
  const header = lines.slice(start, index);
  return header.some((l) => l.startsWith('URL Source:')) ? lines.slice(index).join('\n') : text;
}

function stripFrontMatter(text: string): string {
  const match = /^\s*---\n([\s\S]{0,8000}?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return text;
  const body = match[1] ?? '';
  // Only YAML-looking blocks: a `---` rule followed by prose is Markdown, not front matter.
  const yaml = body.split('\n').every((l) => l.trim() === '' || /^(?:[\w-]+\s*:|\s|-\s|#)/.test(l));
  return yaml ? text.slice(match[0].length) : text;
}

interface Block {
  code: boolean;
  /** Line range [start, end) in the document. */
  start: number;
  end: number;
  text: string;
}

/** Drops whole blocks (runs of non-blank lines outside code) that are boilerplate. */
function dropBlocks(text: string): string {
  const lines = text.split('\n');
  const blocks = toBlocks(lines);
  const drop = new Set<Block>();
  for (const [index, block] of blocks.entries()) {
    if (block.code) continue;
    const first = block.text.trimStart();
    if (AGENT_FOOTER.test(first) && isFooter(blocks.slice(index + 1), headingLevel(first))) {
      for (const later of blocks.slice(index)) drop.add(later);
      // The rule that usually separates the footer goes with it.
      const before = blocks[index - 1];
      if (before && /^(?:-{3,}|\*{3,}|_{3,})$/.test(before.text.trim())) drop.add(before);
      break;
    }
    const quote = block.text.split('\n').every((l) => /^\s*>/.test(l));
    const isIndexNote = INDEX_NOTE.test(block.text) && (quote || first.length < 600);
    const isAskHint = quote && ASK_LINK.test(block.text);
    const isBanner = index < BANNER_BLOCKS && VERSION_BANNER.test(first);
    if (isIndexNote || isAskHint || isBanner) drop.add(block);
  }
  for (const block of drop) lines.fill('', block.start, block.end);
  return lines.join('\n');
}

/** A footer is last: no heading at its own level or above follows it. */
function isFooter(rest: Block[], level: number): boolean {
  return !rest.some((b) => !b.code && headingLevel(b.text.trimStart()) <= level);
}

function headingLevel(line: string): number {
  const match = /^(#{1,6})\s/.exec(line);
  return match ? (match[1] ?? '').length : 7;
}

function toBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let line = 0;
  for (const chunk of splitCodeBlocks(lines.join('\n'))) {
    if (chunk.code) {
      blocks.push({ code: true, start: line, end: line + chunk.lines.length, text: '' });
    } else {
      let start = -1;
      chunk.lines.forEach((text, offset) => {
        const blank = text.trim() === '';
        if (!blank && start < 0) start = line + offset;
        if (blank && start >= 0) {
          blocks.push(textBlock(lines, start, line + offset));
          start = -1;
        }
      });
      if (start >= 0) blocks.push(textBlock(lines, start, line + chunk.lines.length));
    }
    line += chunk.lines.length;
  }
  return blocks;
}

function textBlock(lines: string[], start: number, end: number): Block {
  return { code: false, start, end, text: lines.slice(start, end).join('\n') };
}
