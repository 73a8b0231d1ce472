import type { ParentNode } from 'domhandler';
import type { Generator } from './detect-generator.ts';

/** What every content step may know about the page besides its content. */
export interface ExtractContext {
  /**
   * resolveUrl against what relative URLs resolve against (an http(s) `<base href>`, else the
   * page URL), shared by every reader of the page so each distinct href is parsed once.
   */
  resolveUrl: (href: string | undefined) => string | undefined;
  generator: Generator;
}

/**
 * One step of the content pipeline. Steps rewrite the content tree in place rather than copy it:
 * this runs for every page of 10,000-page sites. They do no I/O and read nothing but their input.
 */
export type ContentStep = (root: ParentNode, ctx: ExtractContext) => void;
