/**
 * The parts of a turndown DOM node the agent-facing rules read (turndown's own type is the
 * browser's Node, which core/ does not load).
 */
export interface RuleNode {
  nodeName: string;
  nodeType: number;
  textContent: string | null;
  className?: string;
  childNodes: ArrayLike<RuleNode>;
  parentNode?: RuleNode | null;
  previousSibling?: RuleNode | null;
  getAttribute?(name: string): string | null;
}

export const TEXT_NODE = 3;

export function hasClass(node: RuleNode, pattern: RegExp): boolean {
  return (node.className ?? '').split(/\s+/).some((name) => pattern.test(name));
}

/** Whether `node` sits inside an element named `name` (upper case, as the DOM names it). */
export function isInside(node: RuleNode, name: string): boolean {
  for (let up = node.parentNode; up; up = up.parentNode) if (up.nodeName === name) return true;
  return false;
}

/** The element before `node` among its siblings, text between them skipped. */
export function previousElement(node: RuleNode): RuleNode | undefined {
  for (let prev = node.previousSibling; prev; prev = prev.previousSibling) {
    if (prev.nodeType === 1) return prev;
  }
  return undefined;
}
