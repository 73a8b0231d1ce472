import type { Document, Element } from 'domhandler';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';
import { buildPageTree } from './build-page-tree.ts';

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

/** A parsed page and its elements as the parser opened them. */
export interface ParsedPage {
  doc: Document;
  /**
   * Every element in document order (the order of a depth-first walk), as parsed: the readers of
   * the whole document (meta, links, generator, content selection) scan this instead of walking
   * the tree once each. Stale once anything changes the tree.
   */
  elements: readonly Element[];
}

/** A DOM builder that gives up as soon as the tree passes the budget, so the cost stays linear. */
class BoundedHandler extends DomHandler {
  readonly elements: Element[] = [];
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
    if (this.elements.length >= this.#budget.maxElements) {
      const limit = this.#budget.maxElements.toLocaleString('en-US');
      throw new PageTooComplex(`page refused: more than ${limit} elements`);
    }
    super.onopentag(name, attribs);
    // DomHandler has just pushed the element it made.
    this.elements.push(this.tagStack[this.tagStack.length - 1] as Element);
  }
}

const refuse = (message: string): Error => new PageTooComplex(message);

/**
 * An HTML page parsed within PAGE_BUDGET (or `budget`), with its elements in document order: the
 * tree parseBoundedDocument gives, built in one layer instead of two (build-page-tree.ts).
 */
export function parsePage(html: string, budget: PageBudget = PAGE_BUDGET): ParsedPage {
  return buildPageTree(html, { ...budget, refuse });
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
