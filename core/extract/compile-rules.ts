import { compile } from 'css-select';
import type { Element } from 'domhandler';

const TAG_ONLY = /^[a-z][a-z0-9]*$/;
const CLASS_ONLY = /^\.[\w-]+$/;
/** Any character `split(/\s+/)` would split a class attribute at. */
const WHITESPACE = /\s/;

/** What an element must have before a selector can match it at all: a tag name or an attribute. */
type Gate = { tag: string } | { attribute: string } | undefined;

/**
 * The compound a selector's element itself must match: what follows its last top-level
 * combinator (`.rst-content div[role=main]` → `div[role=main]`). Brackets, parentheses and
 * quotes are skipped, so `:has(> h1)` and `[aria-label*="a b" i]` stay whole.
 */
function subjectCompound(selector: string): string {
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] as string;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) start = i + 1;
  }
  return selector.slice(start);
}

/**
 * A tag or attribute the subject compound starts with. Attribute tests other than `!=` fail when
 * the attribute is absent (css-select's own semantics), an id needs `id`, a class needs `class`.
 * Anything else (`*`, a leading pseudo-class, upper-case names) has no gate and is always run.
 */
function gateOf(selector: string): Gate {
  const compound = subjectCompound(selector.trim());
  const tag = /^[a-z][a-z0-9-]*/.exec(compound);
  if (tag !== null) return { tag: tag[0] };
  if (compound.startsWith('#')) return { attribute: 'id' };
  if (compound.startsWith('.')) return { attribute: 'class' };
  const attribute = /^\[\s*([a-z][a-z0-9-]*)\s*(?:[*^$~|]?=|\])/.exec(compound);
  if (attribute !== null) return { attribute: attribute[1] as string };
  return undefined;
}

function group(map: Map<string, string[]>, key: string, selector: string): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [selector]);
  else list.push(selector);
}

function compileGroups(map: Map<string, string[]>): Map<string, (el: Element) => boolean> {
  return new Map(
    [...map].map(([key, selectors]) => [key, compile<Element, Element>(selectors.join(', '))]),
  );
}

function hasAnyClass(classAttr: string, classes: ReadonlySet<string>): boolean {
  // Most class attributes name one class (syntax highlighting's `<span class="n">`): no split.
  if (!WHITESPACE.test(classAttr)) return classes.has(classAttr);
  for (const name of classAttr.split(/\s+/)) if (classes.has(name)) return true;
  return false;
}

/**
 * Compiles a list of CSS selectors into one element test. Bare tag names and bare classes, most of
 * any rule list, become set lookups; the rest go through css-select, each only on the elements it
 * could match: grouped by the tag or attribute its subject starts with, so `[role="search"]` is
 * never run on an element without a role, nor `header:not(:has(h1))` on anything but a header.
 * Same result as `compile(selectors.join(','))`, several times faster on the thousands of
 * elements of a page.
 */
export function compileRules(selectors: readonly string[]): (el: Element) => boolean {
  const tags = new Set(selectors.filter((s) => TAG_ONLY.test(s)));
  const classes = new Set(selectors.filter((s) => CLASS_ONLY.test(s)).map((s) => s.slice(1)));
  const byTag = new Map<string, string[]>();
  const byAttribute = new Map<string, string[]>();
  const ungated: string[] = [];
  for (const selector of selectors) {
    if (TAG_ONLY.test(selector) || CLASS_ONLY.test(selector)) continue;
    const gate = gateOf(selector);
    if (gate === undefined) ungated.push(selector);
    else if ('tag' in gate) group(byTag, gate.tag, selector);
    else group(byAttribute, gate.attribute, selector);
  }
  const tagTests = compileGroups(byTag);
  const attributeTests = compileGroups(byAttribute);
  const rest = ungated.length === 0 ? undefined : compile<Element, Element>(ungated.join(', '));
  const anyClass = classes.size > 0;
  return (el) => {
    if (tags.has(el.name)) return true;
    const forTag = tagTests.get(el.name);
    if (forTag !== undefined && forTag(el)) return true;
    // The element's own attributes (most have none or one) pick the tests, not the other way.
    const { attribs } = el;
    for (const name in attribs) {
      if (name === 'class' && anyClass && hasAnyClass(attribs[name] as string, classes)) {
        return true;
      }
      const forAttribute = attributeTests.get(name);
      if (forAttribute !== undefined && forAttribute(el)) return true;
    }
    return rest !== undefined && rest(el);
  };
}
