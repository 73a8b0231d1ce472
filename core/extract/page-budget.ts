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

/**
 * Throws PageTooComplex when one more element would pass `budget`: `open` counts the document and
 * every open element (the new one's depth), `elements` those made so far. Both tree builders ask
 * before each element, so the cost stays linear and the page is refused the moment it passes.
 */
export function checkPageBudget(open: number, elements: number, budget: PageBudget): void {
  if (open > budget.maxDepth) {
    throw new PageTooComplex(
      `page refused: elements nested more than ${budget.maxDepth} levels deep`,
    );
  }
  if (elements >= budget.maxElements) {
    const limit = budget.maxElements.toLocaleString('en-US');
    throw new PageTooComplex(`page refused: more than ${limit} elements`);
  }
}
