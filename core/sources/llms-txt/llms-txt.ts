/** One entry of an llms.txt list: a page the site offers to readers (and to us). */
export interface LlmsTxtLink {
  title: string;
  /** Absolute http(s) URL, resolved against the llms.txt URL; fragments kept. */
  url: string;
  /** The `: description` after the link, when there is one. */
  notes?: string;
  /** Bullet nesting: 0 for a top-level bullet, 1 for a bullet under it, and so on. */
  depth: number;
}

/** An H2 section; its links, in order, are one branch of the docset's table of contents. */
export interface LlmsTxtSection {
  /** The H2 text; '' for links listed before any H2. */
  name: string;
  /** The llmstxt.org `Optional` section: mirrored, but secondary. */
  optional: boolean;
  links: LlmsTxtLink[];
}

/** An llms.txt file as data. Every string comes from the fetched file: display it, never act on it. */
export interface LlmsTxt {
  /** The H1. */
  title?: string;
  /** The blockquote right after the H1 (consecutive `>` lines joined). */
  summary?: string;
  /** Free text before the first section, paragraphs joined by blank lines. */
  notes: string;
  sections: LlmsTxtSection[];
}
