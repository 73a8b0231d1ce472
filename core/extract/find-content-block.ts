import type { Element } from 'domhandler';
import { ElementType } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';
import type { ParsedDocument } from './parse-bounded-document.ts';

/** Visible characters under an element, and how many of them are link text. */
export interface TextStats {
  chars: number;
  linkChars: number;
}

/** Below this much prose the page is an empty shell: nothing to find. */
const MIN_PROSE_CHARS = 20;
/** The block must hold more than this share of the page's prose ("most of its non-link text"). */
const MOST = 0.5;

/**
 * Blocks that are never the page's content, whatever they hold: navigation, site headers (those
 * without a heading), footers, sidebars, search, and what a browser would not show.
 */
const isLandmark = compileRules([
  'nav',
  'aside',
  'footer',
  'header:not(:has(h1, h2, h3, h4, h5, h6))',
  'form',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="complementary"]',
  '[role="search"]',
  '[hidden]',
  '[aria-hidden="true"]',
]);

const TEXTLESS = new Set(['script', 'style', 'template', 'noscript', 'title', 'head', 'svg']);

/**
 * Every element's visible and link characters, landmarks counted as empty, in one pass: the
 * elements are in document order, so walking them backwards meets children before parents.
 */
function measure(elements: readonly Element[]): Map<Element, TextStats> {
  const stats = new Map<Element, TextStats>();
  for (let i = elements.length - 1; i >= 0; i--) {
    const el = elements[i] as Element;
    if (TEXTLESS.has(el.name) || isLandmark(el)) {
      stats.set(el, { chars: 0, linkChars: 0 });
      continue;
    }
    let chars = 0;
    let linkChars = 0;
    for (const child of el.children) {
      if (child.type === ElementType.Text) chars += child.data.replace(/\s+/g, '').length;
      else {
        const inner = stats.get(child as Element);
        if (inner !== undefined) {
          chars += inner.chars;
          linkChars += inner.linkChars;
        }
      }
    }
    if (el.name === 'a' && el.attribs.href !== undefined) linkChars = chars;
    stats.set(el, { chars, linkChars });
  }
  return stats;
}

const prose = (s: TextStats | undefined): number => (s === undefined ? 0 : s.chars - s.linkChars);

function insideLandmark(el: Element, stats: Map<Element, TextStats>): boolean {
  for (let node = el.parent; node !== null; node = node.parent) {
    if (node.type === ElementType.Tag && stats.get(node)?.chars === 0) {
      if (isLandmark(node)) return true;
    }
  }
  return false;
}

/**
 * The page's main content found by its structure, for pages no generator profile knows: the
 * smallest block that holds the page's title heading (its first h1 outside navigation, else its
 * first h2) and most of its prose, i.e. text that is not link text, outside navigation, headers,
 * footers and sidebars. Link lists add little prose, so a sidebar never wins; a member list
 * inside the content stays, since everything inside the block is kept. Without a title heading,
 * the smallest block holding most of the prose. Undefined when the page has no prose at all.
 */
export function findContentBlock({
  elements,
}: ParsedDocument): { block: Element; stats: TextStats } | undefined {
  const body = elements.find((el) => el.name === 'body');
  if (body === undefined) return undefined;
  const stats = measure(elements);
  const total = prose(stats.get(body));
  if (total < MIN_PROSE_CHARS) return undefined;
  const enough = (el: Element) => prose(stats.get(el)) > MOST * total;
  const found = (block: Element) => ({ block, stats: stats.get(block) as TextStats });

  const headings = elements.filter(
    (el) => (el.name === 'h1' || el.name === 'h2') && !insideLandmark(el, stats),
  );
  const title = headings.find((el) => el.name === 'h1') ?? headings[0];
  if (title !== undefined) {
    for (let node: Element = title; node !== body; node = node.parent) {
      if (enough(node)) return found(node);
      if (node.parent?.type !== ElementType.Tag) break;
    }
    return found(body);
  }
  // Without a title, a block must also hold most of all the text, links included: on a book's
  // index page the table of contents is the content, and its one paragraph of prose is not.
  const allChars = stats.get(body)?.chars ?? 0;
  const most = (el: Element) => enough(el) && (stats.get(el)?.chars ?? 0) > MOST * allChars;
  let block = body;
  for (;;) {
    const next = block.children.find(
      (child): child is Element => child.type === ElementType.Tag && most(child),
    );
    if (next === undefined) return found(block);
    block = next;
  }
}
