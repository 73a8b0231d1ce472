import type { Document, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { TextStats } from './find-content-block.ts';

/** Readability may trim a block (share links, bylines) by this much of its text, no more. */
const NEARLY_ALL = 0.95;

function count(root: Document | Element, names: readonly string[]): number {
  return DomUtils.findAll((el) => names.includes(el.name), root.children).length;
}

function visibleChars(root: Document): number {
  return DomUtils.textContent(root).replace(/\s+/g, '').length;
}

/**
 * Whether Readability's article keeps nearly all of the structural block: its text, every code
 * block and every heading but the title (which Readability lifts out as the article's title).
 * Readability was made for articles; on reference pages it drops member lists as "link-dense"
 * and signatures whose class says "header", so it is trusted only where it took nothing of note.
 */
export function readabilityKeepsBlock(
  article: Document,
  block: { block: Element; stats: TextStats },
): boolean {
  if (visibleChars(article) < NEARLY_ALL * block.stats.chars) return false;
  if (count(article, ['pre']) < count(block.block, ['pre'])) return false;
  const subheadings = ['h2', 'h3', 'h4', 'h5', 'h6'];
  if (count(article, subheadings) < count(block.block, subheadings)) return false;
  return count(article, ['h1']) >= count(block.block, ['h1']) - 1;
}
