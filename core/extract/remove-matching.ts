import type { Element, ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { isElement } from './is-element.ts';

/** Removes every element under `root` that passes `test`, without descending into removed ones. */
export function removeMatching(root: ParentNode, test: (el: Element) => boolean): void {
  const doomed: Element[] = [];
  const stack: Element[] = root.children.filter(isElement).reverse();
  for (let el = stack.pop(); el !== undefined; el = stack.pop()) {
    if (test(el)) {
      doomed.push(el);
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i];
      if (child !== undefined && isElement(child)) stack.push(child);
    }
  }
  for (const el of doomed) DomUtils.removeElement(el);
}
