import type { Element } from 'domhandler';
import { bareAttributeTest } from './bare-attribute-test.ts';

/** `tag.class#id[attr="v"]`: a tag and any number of classes, ids and bare attribute tests. */
const COMPOUND = /^([a-z][a-z0-9-]*)((?:\.[\w-]+|#[\w-]+|\[[^\]]*\])*)$/;
const PART = /\.[\w-]+|#[\w-]+|\[[^\]]*\]/g;

type Check = (el: Element) => boolean;

function partCheck(part: string): Check | undefined {
  if (part.startsWith('.')) {
    // css-select's own class test: the name between whitespace, `(?:^|\s)name(?:$|\s)`.
    const token = new RegExp(`(?:^|\\s)${part.slice(1)}(?:$|\\s)`);
    return (el) => {
      const value = el.attribs.class;
      return value !== undefined && token.test(value);
    };
  }
  if (part.startsWith('#')) {
    const id = part.slice(1);
    return (el) => el.attribs.id === id;
  }
  const bare = bareAttributeTest(part);
  if (bare === undefined) return undefined;
  const { name, test } = bare;
  return (el) => {
    const value = el.attribs[name];
    return value !== undefined && test(value);
  };
}

/**
 * A compound led by a tag (`div.body[role="main"]`) as a plain test of the element, without
 * css-select's adapter calls; undefined for anything else (pseudo-classes, flags, escapes,
 * combinators), which stays with css-select.
 */
export function compoundTest(compound: string): Check | undefined {
  const match = COMPOUND.exec(compound);
  if (match === null) return undefined;
  const [, tag, rest = ''] = match;
  const checks: Check[] = [];
  for (const [part] of rest.matchAll(PART)) {
    const check = partCheck(part);
    if (check === undefined) return undefined;
    checks.push(check);
  }
  return (el) => el.name === tag && checks.every((check) => check(el));
}
