import type { ExtractedSection } from '../store/extracted-section.ts';
import type { RawNavTree } from './extract-nav-tree.ts';

export type { ExtractedSection };

/** What extraction keeps of one HTML page. Everything is derived from untrusted input and is data only. */
export interface ExtractedPage {
  title: string;
  /** Sanitised main content HTML (no scripts, styles, forms, nav, trackers). */
  html: string;
  sections: ExtractedSection[];
  /** Absolute URLs of links inside the main content, fragments kept, in document order, deduplicated. */
  links: string[];
  /** Absolute URLs of every <a href> in the whole document (nav included), for crawl discovery. */
  discoveredLinks: string[];
  /** Absolute URLs of images used by the main content. */
  images: string[];
  /** Generator detected from meta, comments and markup: a Generator (generator-profiles.ts). */
  generator: string;
  /** How the content was found: the selector that matched, or 'readability' / 'body'. */
  selectedBy: string;
  /** <link rel=canonical>, absolute, when present. */
  canonicalUrl?: string;
  /** <meta http-equiv=refresh> target, absolute, when present. */
  refreshUrl?: string;
  /** <meta name=robots content=noindex>. */
  noindex: boolean;
  /** <html lang>, when present. */
  lang?: string;
  /** The sidebar as read from this page, unscoped, when asked for (chooseNavTree scopes it). */
  navCandidates?: RawNavTree[];
}
