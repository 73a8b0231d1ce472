import type { Document } from 'domhandler';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';

/**
 * How much tree one page may be. Real documentation nests a few dozen levels (a deep API table in
 * nested lists is under 60) and holds tens of thousands of elements at most. Parsing and the steps
 * after it (content selection, Readability, the sanitiser) grow with the square of depth: a page
 * of 10,000 nested elements ran for minutes and one of 100,000 overflowed the stack.
 */
export const PAGE_BUDGET = { maxDepth: 256, maxElements: 200_000 } as const;

export type PageBudget = { maxDepth: number; maxElements: number };

/** A page refused for its shape: a per-page error, never a docset's. */
export class PageTooComplex extends Error {
  override readonly name = 'PageTooComplex';
}

/** A DOM builder that gives up as soon as the tree passes the budget, so the cost stays linear. */
class BoundedHandler extends DomHandler {
  #elements = 0;
  readonly #budget: PageBudget;

  constructor(budget: PageBudget, options: { xmlMode?: boolean }) {
    super(undefined, options);
    this.#budget = budget;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // tagStack holds the document and every open element: its length is the new element's depth.
    if (this.tagStack.length > this.#budget.maxDepth) {
      throw new PageTooComplex(
        `page refused: elements nested more than ${this.#budget.maxDepth} levels deep`,
      );
    }
    if (++this.#elements > this.#budget.maxElements) {
      const limit = this.#budget.maxElements.toLocaleString('en-US');
      throw new PageTooComplex(`page refused: more than ${limit} elements`);
    }
    super.onopentag(name, attribs);
  }
}

/**
 * parseDocument (same defaults) within a budget: throws PageTooComplex the moment the page
 * passes it, before the whole page is even parsed.
 */
export function parseBoundedDocument(
  html: string,
  budget: PageBudget = PAGE_BUDGET,
  options: { xmlMode?: boolean } = {},
): Document {
  const handler = new BoundedHandler(budget, options);
  new Parser(handler, options).end(html);
  return handler.root;
}
