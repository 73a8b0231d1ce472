import type { Element, ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';
import { isElement } from './is-element.ts';

function unwrap(el: Element): void {
  for (const child of [...el.children]) DomUtils.prepend(el, child);
  DomUtils.removeElement(el);
}

/**
 * The content of every `<details open>` matching `selector`, in its place: rustdoc wraps each
 * docblock and method in one, so a reader, a search section or Markdown that drops or collapses
 * `details` loses most of the page. The summary (a method's signature) stays as a block of its
 * own; closed ones (collapsed by the generator on purpose, like trait implementors) are kept.
 */
export function flattenOpenDetails(selector: string) {
  const isOpenDetails = compileRules([`${selector}[open]`]);
  return (root: ParentNode): void => {
    for (const details of DomUtils.findAll(isOpenDetails, root.children).reverse()) {
      for (const child of details.children) {
        if (isElement(child) && child.name === 'summary') child.name = 'div';
      }
      unwrap(details);
    }
  };
}
