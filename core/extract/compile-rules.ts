import { compile } from 'css-select';
import type { Element } from 'domhandler';
import { bareAttributeTest } from './bare-attribute-test.ts';
import { childClassTest } from './child-class-test.ts';
import { compoundTest } from './compound-test.ts';

const TAG_ONLY = /^[a-z][a-z0-9]*$/;
const CLASS_ONLY = /^\.[\w-]+$/;
/** Any character `split(/\s+/)` would split a class attribute at. */
const WHITESPACE = /\s/;

/** What an element must have before a selector can match it at all: a tag name or an attribute. */
type Gate = { tag: string } | { attribute: string } | undefined;

/**
 * The compound a selector's element itself must match: what follows its last top-level
 * combinator (`.rst-content div[role=main]` → `div[role=main]`). Brackets, parentheses and
 * quotes are skipped, so `:has(> h1)` and `[aria-label*="a b" i]` stay whole. A list (`a, b`)
 * has no one subject: '' (no gate).
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
    else if (depth > 0) continue;
    else if (c === ',') return '';
    else if (c === '>' || c === '+' || c === '~' || /\s/.test(c)) start = i + 1;
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

function hasAnyClass(classAttr: string, classes: ReadonlySet<string>): boolean {
  // Most class attributes name one class (syntax highlighting's `<span class="n">`): no split.
  if (!WHITESPACE.test(classAttr)) return classes.has(classAttr);
  for (const name of classAttr.split(/\s+/)) if (classes.has(name)) return true;
  return false;
}

type AttributeTest = (el: Element, value: string) => boolean;

/**
 * The selectors led by one tag: plain compounds (`div.body[role="main"]`) as plain tests, the
 * rest through css-select, and only once their subject compound, when plain, has matched
 * (`.rst-content div[role="main"]` climbs the ancestors of `div[role=main]` elements only).
 */
function tagTest(selectors: readonly string[]): (el: Element) => boolean {
  const tests = selectors.map((selector): ((el: Element) => boolean) => {
    const whole = compoundTest(selector) ?? childClassTest(selector);
    if (whole !== undefined) return whole;
    const css = compile<Element, Element>(selector);
    const subject = compoundTest(subjectCompound(selector));
    return subject === undefined ? css : (el) => subject(el) && css(el);
  });
  return (el) => tests.some((test) => test(el));
}

/** Distinct values remembered per test; past it the memory starts over (a page has a few hundred). */
const REMEMBERED_VALUES = 4096;

/**
 * A test of an attribute's value that answers each distinct value once: a page repeats the same
 * few hundred class attributes thousands of times (`<span class="n">`), and splitting each to
 * look its classes up was most of what the rule lists cost.
 */
function remembered(test: (value: string) => boolean): (value: string) => boolean {
  const known = new Map<string, boolean>();
  return (value) => {
    let verdict = known.get(value);
    if (verdict === undefined) {
      verdict = test(value);
      if (known.size >= REMEMBERED_VALUES) known.clear();
      known.set(value, verdict);
    }
    return verdict;
  };
}

/**
 * One test per attribute name: bare attribute selectors as string tests, bare classes as a set,
 * the rest of the selectors led by that attribute through css-select.
 */
function attributeTests(
  selectors: readonly string[],
  classes: ReadonlySet<string>,
): Map<string, AttributeTest> {
  const bare = new Map<string, ((value: string) => boolean)[]>();
  const complex = new Map<string, string[]>();
  for (const selector of selectors) {
    const plain = bareAttributeTest(selector);
    if (plain !== undefined) bare.set(plain.name, [...(bare.get(plain.name) ?? []), plain.test]);
    else {
      const gate = gateOf(selector);
      if (gate === undefined || !('attribute' in gate)) continue;
      complex.set(gate.attribute, [...(complex.get(gate.attribute) ?? []), selector]);
    }
  }
  const tests = new Map<string, AttributeTest>();
  for (const name of new Set([
    ...bare.keys(),
    ...complex.keys(),
    ...(classes.size > 0 ? ['class'] : []),
  ])) {
    const values = bare.get(name) ?? [];
    const listed = complex.get(name);
    const css = listed === undefined ? undefined : compile<Element, Element>(listed.join(', '));
    const inSet = name === 'class' && classes.size > 0;
    if (values.length === 0 && !inSet) {
      // Only css-select tests (`#searchbox`): nothing to remember of values such as ids.
      if (css !== undefined) tests.set(name, (el) => css(el));
      continue;
    }
    const anyValue = (value: string): boolean => values.some((test) => test(value));
    // Only class lists are worth remembering: ids are distinct, other values cheap to test.
    const byValue = inSet
      ? remembered((value) => hasAnyClass(value, classes) || anyValue(value))
      : anyValue;
    tests.set(name, (el, value) => byValue(value) || (css !== undefined && css(el)));
  }
  return tests;
}

/**
 * Compiles a list of CSS selectors into one element test. Bare tag names, bare classes and bare
 * attribute tests, most of any rule list, become set lookups and string tests; the rest go through
 * css-select, each only on the elements it could match: grouped by the tag or attribute its
 * subject starts with, so `header:not(:has(h1))` never runs on anything but a header nor
 * `[aria-label*="x" i]` on an element without that label. Same result as
 * `compile(selectors.join(','))`, several times faster on the thousands of elements of a page.
 */
export function compileRules(selectors: readonly string[]): (el: Element) => boolean {
  const classes = new Set(selectors.filter((s) => CLASS_ONLY.test(s)).map((s) => s.slice(1)));
  const byTag = new Map<string, string[]>();
  const bareTags = new Set<string>();
  const ungated: string[] = [];
  for (const selector of selectors) {
    if (TAG_ONLY.test(selector)) bareTags.add(selector);
    if (TAG_ONLY.test(selector) || CLASS_ONLY.test(selector)) continue;
    const gate = gateOf(selector);
    if (gate === undefined) ungated.push(selector);
    else if ('tag' in gate) byTag.set(gate.tag, [...(byTag.get(gate.tag) ?? []), selector]);
  }
  // One lookup per element: `true` for a bare tag, else the tests led by that tag.
  const tagTests = new Map<string, true | ((el: Element) => boolean)>();
  for (const [tag, listed] of byTag) tagTests.set(tag, tagTest(listed));
  for (const tag of bareTags) tagTests.set(tag, true);
  const forAttributes = attributeTests(
    selectors.filter((s) => !CLASS_ONLY.test(s)),
    classes,
  );
  const rest = ungated.length === 0 ? undefined : compile<Element, Element>(ungated.join(', '));
  const anyTag = tagTests.size > 0;
  const anyAttribute = forAttributes.size > 0;
  return (el) => {
    if (anyTag) {
      const forTag = tagTests.get(el.name);
      if (forTag !== undefined && (forTag === true || forTag(el))) return true;
    }
    if (!anyAttribute) return rest !== undefined && rest(el);
    // The element's own attributes (most have none or one) pick the tests, not the other way.
    const { attribs } = el;
    for (const name in attribs) {
      const test = forAttributes.get(name);
      if (test !== undefined && test(el, attribs[name] as string)) return true;
    }
    return rest !== undefined && rest(el);
  };
}
