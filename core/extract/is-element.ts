import type { AnyNode, Element } from 'domhandler';
import { ElementType } from 'htmlparser2';

/** htmlparser2 gives <script> and <style> node types of their own; all three are elements. */
export function isElement(node: AnyNode): node is Element {
  return ElementType.isTag(node);
}
