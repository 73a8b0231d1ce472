import type { MarkdownSection } from './page-markdown.ts';

/**
 * The section a fragment or a heading names: its anchor exactly, else its heading, else the one
 * heading that contains the words. `show URL#x` and MCP's read_page both cut a page this way.
 */
export function findSection<S extends MarkdownSection>(
  sections: readonly S[],
  wanted: string,
): S | undefined {
  const needle = wanted.trim().replace(/^#/, '');
  const folded = needle.toLowerCase();
  const byHeading = (s: S) => s.heading.trim().toLowerCase();
  const containing = sections.filter((s) => byHeading(s).includes(folded));
  return (
    sections.find((s) => s.anchor === needle) ??
    sections.find((s) => byHeading(s) === folded) ??
    (containing.length === 1 ? containing[0] : undefined)
  );
}

/**
 * When no section matches, the ones a person most likely meant: anchors sharing the longest
 * start with it (`json.dump` for `json.dumpz`), those containing it or contained in it, then page
 * order. A typo costs a guess, not the whole outline.
 */
export function nearSections<S extends MarkdownSection>(
  sections: readonly S[],
  wanted: string,
  limit: number,
): S[] {
  const needle = wanted.trim().replace(/^#/, '').toLowerCase();
  const score = (section: S): number => {
    const anchor = section.anchor.toLowerCase();
    let shared = 0;
    while (shared < anchor.length && anchor[shared] === needle[shared]) shared++;
    const overlap =
      needle !== '' && (anchor.includes(needle) || needle.includes(anchor)) ? needle.length : 0;
    return Math.max(shared, overlap);
  };
  return sections
    .map((section, order) => ({ section, order, score: score(section) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ section }) => section);
}
