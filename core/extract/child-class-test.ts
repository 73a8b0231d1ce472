import type { Element } from 'domhandler';
import { isElement } from './is-element.ts';

/** `a:has(> .viewcode-link)`: a tag with a child of some class, and nothing else. */
const CHILD_CLASS = /^([a-z][a-z0-9-]*):has\(\s*>\s*\.([\w-]+)\s*\)$/;

/**
 * `tag:has(> .class)` as a plain test of the element's children, without css-select's adapter
 * calls on every such tag (Sphinx's "[source]" rules run on every link); undefined for any other
 * selector. The class is matched as css-select matches it: a whole word of the class attribute.
 */
export function childClassTest(selector: string): ((el: Element) => boolean) | undefined {
  const match = CHILD_CLASS.exec(selector);
  if (match === null) return undefined;
  const [, tag, name = ''] = match;
  const token = new RegExp(`(?:^|\\s)${name}(?:$|\\s)`);
  return (el) => {
    if (el.name !== tag) return false;
    for (const child of el.children) {
      if (!isElement(child)) continue;
      const value = child.attribs.class;
      if (value !== undefined && token.test(value)) return true;
    }
    return false;
  };
}
