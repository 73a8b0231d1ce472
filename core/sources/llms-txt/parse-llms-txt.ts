import type { LlmsTxt, LlmsTxtSection } from './llms-txt.ts';
import { parseLlmsEntry } from './parse-llms-entry.ts';
import { restoreLineBreaks } from './restore-line-breaks.ts';

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const BULLET = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;

/**
 * Parses an llms.txt (https://llmstxt.org) tolerantly: H1 title, `>` summary, free text, H2
 * sections of `- [name](url): notes` bullets (nested too), bare and scheme-less URLs, relative
 * links (against `baseUrl`, the llms.txt's own URL) and files whose line breaks were lost. Links
 * before any H2 go to a section named ''. Never throws: a file that is not llms.txt yields no links.
 */
export function parseLlmsTxt(text: string, baseUrl: string): LlmsTxt {
  const result: LlmsTxt = { notes: '', sections: [] };
  const notes: string[] = [];
  let paragraph: string[] = [];
  let summary: string[] | undefined;
  let section: LlmsTxtSection | undefined;
  let indents: number[] = [];
  let inFence = false;

  const endParagraph = (): void => {
    if (paragraph.length > 0 && section === undefined) notes.push(paragraph.join('\n'));
    paragraph = [];
  };
  const currentSection = (): LlmsTxtSection => {
    if (section === undefined) {
      section = { name: '', optional: false, links: [] };
      result.sections.push(section);
    }
    return section;
  };

  for (const line of restoreLineBreaks(text)) {
    // Code samples in an llms.txt are prose for readers, not lists of pages.
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || FENCE.test(line)) continue;
    if (line.trim() === '') {
      endParagraph();
      summary = undefined;
      indents = [];
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      summary = undefined;
      indents = [];
      const name = (heading[2] ?? '').trim();
      const level = (heading[1] ?? '').length;
      if (level === 1 && result.title === undefined && section === undefined) {
        result.title = name;
      } else if (level <= 2) {
        section = { name, optional: /^optional$/i.test(name), links: [] };
        result.sections.push(section);
      }
      // Deeper headings only group links inside the current section.
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote && section === undefined) {
      const canSummarize = result.summary === undefined && notes.length === 0 && !paragraph.length;
      if (summary !== undefined || canSummarize) {
        summary ??= [];
        summary.push((quote[1] ?? '').trim());
        result.summary = summary.join(' ').trim();
        continue;
      }
    }
    const bullet = BULLET.exec(line);
    const content = bullet ? (bullet[2] ?? '') : line;
    const entry = parseLlmsEntry(content, baseUrl);
    const standsAlone = bullet !== null || startsWithLink(content);
    if (entry && standsAlone) {
      endParagraph();
      const indent = bullet ? (bullet[1] ?? '').replace(/\t/g, '    ').length : 0;
      while (indents.length > 0 && (indents.at(-1) ?? 0) >= indent) indents.pop();
      const depth = bullet ? indents.length : 0;
      if (bullet) indents.push(indent);
      currentSection().links.push({ ...entry, depth });
      continue;
    }
    if (section === undefined) paragraph.push(quote ? (quote[1] ?? '') : line.trim());
  }
  endParagraph();
  result.notes = notes.join('\n\n');
  return result;
}

/** A line of prose that merely mentions a link is notes; one that opens with a link is an entry. */
function startsWithLink(content: string): boolean {
  return /^\s*(?:\*\*|__)?(?:\[|<?https?:\/\/|<?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?\/)/i.test(
    content,
  );
}
