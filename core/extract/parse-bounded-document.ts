import type { Document, Element } from 'domhandler';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';
import { buildPageTree } from './build-page-tree.ts';
import type { PageBudget } from './page-budget.ts';
import { PAGE_BUDGET, checkPageBudget } from './page-budget.ts';

/** A parsed page and its elements as the parser opened them. */
export interface ParsedDocument {
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
  #elements = 0;
  readonly #budget: PageBudget;

  constructor(budget: PageBudget, options: { xmlMode?: boolean }) {
    super(undefined, options);
    this.#budget = budget;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // tagStack holds the document and every open element.
    checkPageBudget(this.tagStack.length, this.#elements++, this.#budget);
    super.onopentag(name, attribs);
  }
}

/**
 * An HTML page parsed within PAGE_BUDGET (or `budget`), with its elements in document order: the
 * tree parseBoundedDocument gives, built in one layer instead of two (build-page-tree.ts).
 * `xhtml`: `/>` closes any element, as in the XML the page was written as (DocBook's `<a id/>`).
 */
export function parsePage(
  html: string,
  budget: PageBudget = PAGE_BUDGET,
  options: { xhtml?: boolean } = {},
): ParsedDocument {
  return buildPageTree(html, budget, options.xhtml === true);
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
