import { htmlToMarkedMarkdown } from './html-to-markdown.ts';
import { SECTION_END, SECTION_START } from './section-marker.ts';

export interface OutlineEntry {
  anchor: string;
  heading: string;
  level: number;
}

/** A section of the page's Markdown: from its heading to the next heading at its level or above. */
export interface MarkdownSection extends OutlineEntry {
  /** Character offsets into `markdown`: `start` is its heading line, `end` is exclusive. */
  start: number;
  end: number;
}

export interface PageMarkdown {
  markdown: string;
  /** The outline's sections found in the Markdown, in page order. */
  sections: MarkdownSection[];
}

const MARKER = new RegExp(`${SECTION_START}([^${SECTION_END}]*)${SECTION_END}`, 'g');

/**
 * A cached page as Markdown, and where each of its outline's sections lies in it: reading one
 * section (subsections included) is what lets an agent take the part of a long page it needs.
 * Only anchors the outline names are sections; other ids on headings are just ids. Without links
 * it is text for a terminal (`folio show`).
 */
export function pageMarkdown(
  html: string,
  outline: readonly OutlineEntry[],
  options: { links: boolean } = { links: true },
): PageMarkdown {
  const marked = htmlToMarkedMarkdown(html, options);
  const byAnchor = new Map(outline.map((entry) => [entry.anchor, entry]));
  const found: Array<OutlineEntry & { start: number }> = [];
  let markdown = '';
  let last = 0;
  for (const match of marked.matchAll(MARKER)) {
    markdown += marked.slice(last, match.index);
    last = match.index + match[0].length;
    const entry = byAnchor.get(match[1] ?? '');
    if (entry !== undefined && !found.some((f) => f.anchor === entry.anchor)) {
      found.push({ ...entry, start: markdown.length });
    }
  }
  markdown += marked.slice(last);
  const sections = found.map((section, i) => {
    const next = found.slice(i + 1).find((later) => later.level <= section.level);
    return { ...section, end: next?.start ?? markdown.length };
  });
  return { markdown, sections };
}
