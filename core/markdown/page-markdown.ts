import { htmlToMarkedMarkdown } from './html-to-markdown.ts';
import { SECTION_CLOSE, SECTION_END, SECTION_START } from './section-marker.ts';

export interface OutlineEntry {
  anchor: string;
  heading: string;
  level: number;
}

/**
 * A section of the page's Markdown: from its heading to the next heading at its level or above,
 * an API entry's members included.
 */
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
  // From the last, so that an entry's members are cut before the entry that takes them in.
  const sections: MarkdownSection[] = [];
  for (let i = found.length - 1; i >= 0; i--) {
    const entry = found[i]!;
    let j = i + 1;
    while (j < found.length && (found[j]!.level > entry.level || isMember(found[j]!, entry))) j++;
    const { closed, ...section } = entry;
    const own = Math.min(found[j]?.start ?? markdown.length, closed ?? markdown.length);
    const members = found.slice(i + 1, j).some((later) => isMember(later, entry));
    sections[i] = { ...section, end: members ? Math.max(own, sections[j - 1]!.end) : own };
  }
  return { markdown, sections };
}

/**
 * Whether an API entry documents a member of another: `csv.Sniffer.has_header` of `csv.Sniffer`,
 * `itertools.chain.from_iterable` of `itertools.chain`. Sphinx nests a class's methods in its
 * markup but lists a classmethod such as `chain.from_iterable` after it, and the outline gives
 * both the class's level: reading the class reads its members either way. Only entries (those
 * with markup that closes) are members: a changelog's heading "1.2.1" is no part of "1.2".
 */
function isMember(
  later: OutlineEntry & { closed?: number },
  entry: OutlineEntry & { closed?: number },
): boolean {
  return (
    entry.closed !== undefined &&
    later.closed !== undefined &&
    entry.anchor !== '' &&
    later.anchor.startsWith(`${entry.anchor}.`)
  );
}
