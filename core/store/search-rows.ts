import { headingPaths, isSearchable } from './heading-paths.ts';

/** What the search index holds for one section (migration 8's columns besides the docset). */
export interface SearchRow {
  ord: number;
  /** The section's own heading; the top section's also carries the page title. */
  heading: string;
  /** Where it sits: the page title and the headings above it. Found by, weighted low. */
  context: string;
  /** The section's text; empty on a navigation page. */
  body: string;
}

export interface IndexedPage {
  title: string;
  sections: ReadonlyArray<{ heading: string; level: number; text: string }>;
  /** How many links the page's content holds. */
  linkCount: number;
}

/**
 * Below this many words per link, with at least NAV_MIN_LINKS links, a page is a table of
 * contents or an index (`contents.html`, a toctree page like "Generic Operating System
 * Services"): on the real Python docs every such page is under 2.2, the densest prose page
 * (`c-api/stable.html`, a list of functions with text) 2.6.
 */
const NAV_WORDS_PER_LINK = 2.5;
const NAV_MIN_LINKS = 50;

/**
 * Whether a page is navigation rather than content. Its text repeats every other page's
 * headings, so it matched nearly every query, and it is large (python's contents.html is 256 KB
 * of text in one section), so its snippet cost more than the rest of a search.
 */
export function isNavigationPage(page: IndexedPage): boolean {
  if (page.linkCount < NAV_MIN_LINKS) return false;
  // Counted by hand and only as far as the answer needs: pages with many links are most pages of a
  // Sphinx site, and splitting their whole text cost more than indexing it.
  const enough = page.linkCount * NAV_WORDS_PER_LINK;
  let words = 0;
  for (const s of page.sections) {
    let inWord = false;
    for (let i = 0; i < s.text.length; i++) {
      const space = s.text.charCodeAt(i) <= 32;
      if (!space && !inWord && ++words >= enough) return false;
      inWord = !space;
    }
  }
  return true;
}

/**
 * The search rows of a page's sections, in order, leaving out signposts (isSearchable). A section
 * is ranked by its own heading: inherited headings and the page title go to `context`, so a short
 * entry under "Manual Context Management" no longer outranks the glossary's "context manager",
 * and every itertools entry no longer matches "iterators" as strongly as the page itself. The
 * page's own sections (before any heading, and the <h1>) carry the title as a heading. A navigation page keeps its
 * headings (it can still be found by name) but not its text.
 */
export function searchRows(page: IndexedPage): SearchRow[] {
  const paths = headingPaths(page.sections);
  const texts = page.sections.map((s) => s.text);
  const nav = isNavigationPage(page);
  const rows: SearchRow[] = [];
  page.sections.forEach((section, ord) => {
    if (!isSearchable(page.sections, texts, ord)) return;
    const path = paths[ord] ?? '';
    const parents = path.split(' › ').slice(0, -1).join(' › ');
    // The page's own sections: the text before any heading, and the <h1>.
    const top = section.level <= 1;
    const heading = !top
      ? section.heading
      : !section.heading || section.heading === page.title
        ? page.title
        : `${page.title} › ${section.heading}`;
    rows.push({
      ord,
      heading,
      context: top ? parents : [page.title, parents].filter(Boolean).join(' › '),
      body: nav ? '' : section.text,
    });
  });
  return rows;
}
