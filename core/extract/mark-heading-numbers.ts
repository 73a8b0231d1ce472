import type { ChildNode, ParentNode } from 'domhandler';
import { Element, Text } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { isElement } from './is-element.ts';

/**
 * The number a book generator writes before a heading: DocBook's "Chapter 3.", "3.1." and
 * "A.2.", Texinfo's "2.1" and "Appendix A". A bare letter counts only with a word before it or
 * a section number after it, so a heading that starts with a capital is left alone.
 */
const HEADING_NUMBER =
  /^(\s*)((?:(?:Chapter|Appendix|Part|Section)\s+[\dA-Z]+(?:\.\d+)*\.?)|\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)+\.?)(?=\s+\S)/;

const isHeading = (el: Element) => /^h[1-6]$/.test(el.name);

/**
 * The heading's first text, past the empty anchors DocBook puts first (`<a id="x"/>`) and into
 * a leading link or span; never into code.
 */
function firstText(heading: Element): Text | undefined {
  let node: ChildNode | undefined = heading.children[0];
  while (node !== undefined) {
    if (node instanceof Text) {
      if (node.data.trim() !== '') return node;
      node = node.next ?? undefined;
    } else if (isElement(node) && node.children.length === 0) node = node.next ?? undefined;
    else if (isElement(node) && (node.name === 'a' || node.name === 'span'))
      node = node.children[0];
    else return undefined;
  }
  return undefined;
}

/**
 * Marks the number a book generator put before each heading as `span.section-number`, the class
 * Sphinx gives its own: the reader still sees "2.1 Opening a frame" as the book prints it, and
 * what reads the page (the matrix's comparison with the source) can tell the book's label from
 * the heading's words. Nothing is removed.
 */
export function markHeadingNumbers(root: ParentNode): void {
  for (const heading of DomUtils.findAll(isHeading, root.children)) {
    const text = firstText(heading);
    const match = text === undefined ? null : HEADING_NUMBER.exec(text.data);
    if (text === undefined || match === null) continue;
    const [whole, space, number] = match as unknown as [string, string, string];
    const label = new Element('span', { class: 'section-number' });
    DomUtils.appendChild(label, new Text(number));
    DomUtils.prepend(text, label);
    if (space !== '') DomUtils.prepend(label, new Text(space));
    text.data = text.data.slice(whole.length);
  }
}
