import { compile } from 'css-select';
import type { Element } from 'domhandler';

const TAG_ONLY = /^[a-z][a-z0-9]*$/;
const CLASS_ONLY = /^\.[\w-]+$/;

/**
 * Compiles a list of CSS selectors into one element test. Bare tag names and bare classes, most of
 * any rule list, become set lookups; the rest go through css-select. Same result as
 * `compile(selectors.join(','))`, several times faster on the thousands of elements of a page.
 */
export function compileRules(selectors: readonly string[]): (el: Element) => boolean {
  const tags = new Set(selectors.filter((s) => TAG_ONLY.test(s)));
  const classes = new Set(selectors.filter((s) => CLASS_ONLY.test(s)).map((s) => s.slice(1)));
  const rest = selectors.filter((s) => !TAG_ONLY.test(s) && !CLASS_ONLY.test(s));
  const complex = rest.length === 0 ? undefined : compile<Element, Element>(rest.join(', '));
  return (el) => {
    if (tags.has(el.name)) return true;
    const classAttr = el.attribs.class;
    if (classAttr !== undefined && classes.size > 0) {
      for (const name of classAttr.split(/\s+/)) if (classes.has(name)) return true;
    }
    return complex !== undefined && complex(el);
  };
}
