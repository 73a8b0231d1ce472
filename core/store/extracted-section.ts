/** A page split at its headings: one row per section in the cache and in the FTS index. */
export interface ExtractedSection {
  /** The heading's id (without '#'); '' for the text before the first heading. */
  anchor: string;
  heading: string;
  /** 1–6 for h1–h6; 0 for the lead text before any heading. */
  level: number;
  /** Plain text of the section, whitespace-collapsed, for search and snippets. */
  text: string;
}
