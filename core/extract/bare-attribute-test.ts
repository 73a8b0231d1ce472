/**
 * Attributes whose values HTML selectors compare case-sensitively (css-select folds case for
 * others, such as `type` or `lang`, without an `i` flag): only these get a plain string test.
 */
const CASE_SENSITIVE =
  /^(?:class|id|role|style|hidden|itemprop|href|src|aria-[a-z-]+|data-[a-z0-9-]+)$/;

/** `[name]`, `[name="v"]`, `[name*="v"]`, `[name^="v"]`, `[name$="v"]`: no flag, no escapes. */
const BARE = /^\[([a-z][a-z0-9-]*)(?:([*^$]?=)"([^"\\]*)")?\]$/;

const ID_ONLY = /^#[A-Za-z_][\w-]*$/;

export interface BareAttributeTest {
  name: string;
  /** Whether an element whose `name` attribute has this value matches. */
  test: (value: string) => boolean;
}

/**
 * A selector that is one attribute test (or one id) and nothing else, as a test of the
 * attribute's value: what css-select does for it, without its adapter calls on every element.
 * Undefined for anything else (other operators, flags, escapes, compounds), which stays with
 * css-select.
 */
export function bareAttributeTest(selector: string): BareAttributeTest | undefined {
  // `#x` is `[id="x"]` (case-sensitive: css-select runs in no-quirks mode).
  if (ID_ONLY.test(selector)) {
    const id = selector.slice(1);
    return { name: 'id', test: (value) => value === id };
  }
  const match = BARE.exec(selector);
  if (match === null) return undefined;
  const [, name = '', operator, expected = ''] = match;
  if (!CASE_SENSITIVE.test(name)) return undefined;
  // css-select: an empty value matches nothing for *=, ^= and $=.
  if (operator !== undefined && operator !== '=' && expected === '')
    return { name, test: () => false };
  switch (operator) {
    case undefined:
      return { name, test: () => true };
    case '=':
      return { name, test: (value) => value === expected };
    case '*=':
      return { name, test: (value) => value.includes(expected) };
    case '^=':
      return { name, test: (value) => value.startsWith(expected) };
    default:
      return { name, test: (value) => value.endsWith(expected) };
  }
}
