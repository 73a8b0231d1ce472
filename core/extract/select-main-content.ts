import { selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { DomUtils, ElementType } from 'htmlparser2';
import type { ParsedDocument } from './parse-bounded-document.ts';
import { compileRules } from './compile-rules.ts';
import { CONTENT_SELECTORS, type ContentSelector } from './content-selectors.ts';
import type { Generator } from './detect-generator.ts';
import { isElement } from './is-element.ts';

export interface MainContent {
  root: Element;
  selectedBy: string;
}

/** Below this much text a match is an empty app shell or a stub wrapper, not the page. */
const MIN_TEXT_CHARS = 20;

const COMPILED = CONTENT_SELECTORS.map((row) => ({
  row,
  test: compileRules([row.selector]),
}));

/** Whether any row could select an element: the one test every element of the page goes through. */
const isAnyCandidate = compileRules(CONTENT_SELECTORS.map((row) => row.selector));

function candidates(generator: Generator): typeof COMPILED {
  const own = COMPILED.filter(({ row }) => row.generator === generator);
  const others = COMPILED.filter(
    ({ row }) => row.generator !== generator && row.onlyWhenDetected !== true,
  );
  const generic = others.filter(({ row }) => row.generator === 'generic');
  return [...own, ...others.filter(({ row }) => row.generator !== 'generic'), ...generic];
}

/** Whether `root` holds at least MIN_TEXT_CHARS of visible characters; stops as soon as it does. */
function hasMeaningfulText(root: Element): boolean {
  let count = 0;
  const stack: AnyNode[] = [...root.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === ElementType.Text) {
      count += node.data.replace(/\s+/g, '').length;
      if (count >= MIN_TEXT_CHARS) return true;
    } else if (isElement(node) && node.name !== 'script' && node.name !== 'style') {
      for (const child of node.children) stack.push(child);
    }
  }
  return false;
}

function moveTitleInto(root: Element, row: ContentSelector, doc: Document): void {
  if (row.titleSelector === undefined) return;
  const title = selectOne<AnyNode, Element>(row.titleSelector, doc);
  if (title === null) return;
  for (let node = title.parent; node !== null; node = node.parent) {
    if (node === root) return;
  }
  DomUtils.prependChild(root, title);
}

/**
 * The element holding the page's own content, found by the docs-first selector chain; undefined
 * when nothing matches with meaningful text (the caller then tries Readability).
 */
export function selectMainContent(
  { doc, elements }: ParsedDocument,
  generator: Generator,
): MainContent | undefined {
  // One pass over the page's elements; each row then scans the few that some row selects (in
  // document order still), since most rows miss on most pages.
  const pool = elements.filter(isAnyCandidate);
  for (const { row, test } of candidates(generator)) {
    const root = pool.find((el) => test(el) && hasMeaningfulText(el));
    if (root === undefined) continue;
    moveTitleInto(root, row, doc);
    return { root, selectedBy: row.selector };
  }
  return undefined;
}
