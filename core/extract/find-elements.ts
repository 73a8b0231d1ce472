import type { ChildNode, Element, ParentNode } from 'domhandler';
import { isElement } from './is-element.ts';

function collect(
  nodes: readonly ChildNode[],
  test: (el: Element) => boolean,
  out: Element[],
): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) out.push(node);
    if (node.children.length > 0) collect(node.children, test, out);
  }
}

/**
 * `root`, when it is an element, and the elements under it that pass `test`, in document order:
 * what DomUtils.findAll(test, root) gives, by plain recursion (the tree budget bounds its depth)
 * rather than findAll's stacks, which shift and unshift an array at every level and cost more
 * than the tests on a docs page.
 */
export function findElements(root: ParentNode, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  if (isElement(root) && test(root)) out.push(root);
  collect(root.children, test, out);
  return out;
}
