import { htmlToMarkedMarkdown } from './html-to-markdown.ts';
import { SECTION_CLOSE, SECTION_END, SECTION_START } from './section-marker.ts';

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

/** The newlines at a position (sticky), read without copying the rest of the page. */
const NEWLINES = /\n*/y;
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
  const found: Array<OutlineEntry & { start: number; closed?: number }> = [];
  let markdown = '';
  let last = 0;
  for (const match of marked.matchAll(MARKER)) {
    markdown += marked.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[1] ?? '';
    if (name.startsWith(SECTION_CLOSE)) {
      // An API entry's markup ends here; the blank lines after it are the last of it.
      const open = found.find((f) => f.anchor === name.slice(1) && f.closed === undefined);
      NEWLINES.lastIndex = last;
      if (open !== undefined)
        open.closed = markdown.length + (NEWLINES.exec(marked)?.[0].length ?? 0);
      continue;
    }
    const entry = byAnchor.get(name);
    if (entry !== undefined && !found.some((f) => f.anchor === entry.anchor)) {
      found.push({ ...entry, start: markdown.length });
    }
  }
  markdown += marked.slice(last);
  const sections = found.map(({ closed, ...section }, i) => {
    const next = found.slice(i + 1).find((later) => later.level <= section.level);
    const end = Math.min(next?.start ?? markdown.length, closed ?? markdown.length);
    return { ...section, end };
  });
  return { markdown, sections };
}
