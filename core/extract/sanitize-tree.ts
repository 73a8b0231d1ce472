import type { ChildNode, Element, ParentNode } from 'domhandler';
import { ElementType } from 'htmlparser2';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  RENAMED_TAGS,
  TEXTLESS_TAGS,
} from './content-allowlist.ts';
import { isElement } from './is-element.ts';

const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const TEXTLESS: ReadonlySet<string> = new Set(TEXTLESS_TAGS);
const SCHEMES: ReadonlySet<string> = new Set(ALLOWED_SCHEMES);
const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES['*']);
/** An empty alt says "decorative"; `open` is a boolean attribute, empty when written bare. */
const EMPTY_ALLOWED: ReadonlySet<string> = new Set(['alt', 'open']);
const TAG_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, new Set(names)]),
);

/** What HTML accepts as an attribute name; anything else could end the tag when serialised. */
const VALID_ATTRIBUTE_NAME = /^[^\0\t\n\f\r /<=>]+$/;
/** Browsers ignore these inside a URL, so `java\tscript:` is still a scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it matches
const IGNORED_IN_URL = /[\x00-\x20]+/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** An href or src to refuse: a scheme outside the list, or `//host` (a remote load by another name). */
function isUnsafeUrl(value: string): boolean {
  // What the content steps leave (normalizeUrls writes absolute http(s) URLs): nothing below
  // could move its scheme, which has neither a blank nor a `<`.
  if (value.startsWith('https://') || value.startsWith('http://')) return false;
  let url = value.replace(IGNORED_IN_URL, '');
  // Comments inside a URL are dropped by some parsers (XML data islands): `java<!-- -->script:`.
  for (let open = url.indexOf('<!--'); open !== -1; open = url.indexOf('<!--')) {
    const close = url.indexOf('-->', open + 4);
    if (close === -1) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = SCHEME.exec(url);
  if (scheme === null) return PROTOCOL_RELATIVE.test(url);
  return !SCHEMES.has((scheme[1] as string).toLowerCase());
}

function isAllowed(name: string, value: string, own: ReadonlySet<string> | undefined): boolean {
  if (!GLOBAL_ATTRIBUTES.has(name) && own?.has(name) !== true) return false;
  if (!VALID_ATTRIBUTE_NAME.test(name)) return false;
  if (value === '' && !EMPTY_ALLOWED.has(name)) return false;
  return !((name === 'href' || name === 'src') && isUnsafeUrl(value));
}

/**
 * Keeps an attribute only when the allowlist names it for this tag or every tag. An empty value
 * is meaningless for all of them but `alt` (an empty alt marks a decorative image). The element
 * gets a new record, in the same order, only when one goes: most keep all they have.
 *
 * Object.keys, not `for...in`: V8 optimises a for-in's `attribs[name]` for the record shapes it
 * has seen, and a record of a new shape (another mix or order of attributes) threw the optimised
 * code away. Pages bring new shapes without end: in a 10,000-page sync this function and
 * sanitizeChildren, which inlines it, were compiled ~10,000 times, 11.7 s of V8's helper threads
 * and nearly a fifth of the sync's CPU.
 */
function filterAttributes(el: Element): void {
  const own = TAG_ATTRIBUTES.get(el.name);
  const { attribs } = el;
  let kept: Record<string, string> | undefined;
  for (const name of Object.keys(attribs)) {
    const value = attribs[name] as string;
    if (isAllowed(name, value, own)) {
      if (kept !== undefined) kept[name] = value;
      continue;
    }
    if (kept !== undefined) continue;
    kept = {};
    for (const before of Object.keys(attribs)) {
      if (before === name) break;
      kept[before] = attribs[before] as string;
    }
  }
  if (kept !== undefined) el.attribs = kept;
}

/** Gives `parent` exactly `children`, with the sibling links domhandler's walkers rely on. */
function relink(parent: ParentNode, children: ChildNode[]): void {
  let prev: ChildNode | null = null;
  for (const child of children) {
    child.parent = parent;
    child.prev = prev;
    if (prev !== null) prev.next = child;
    prev = child;
  }
  if (prev !== null) prev.next = null;
  parent.children = children;
}

/**
 * `kept` is only made once a child is dropped or unwrapped: until then the children stay as they
 * are, and most parents keep them all.
 */
function sanitizeChildren(parent: ParentNode): void {
  const { children } = parent;
  let kept: ChildNode[] | undefined;
  for (let i = 0; i < children.length; i++) {
    const node = children[i] as ChildNode;
    if (node.type === ElementType.Text) {
      kept?.push(node);
      continue;
    }
    const name = isElement(node) ? (RENAMED_TAGS[node.name] ?? node.name) : undefined;
    if (name !== undefined && TAGS.has(name)) {
      (node as Element).name = name;
      filterAttributes(node as Element);
      sanitizeChildren(node as Element);
      kept?.push(node);
      continue;
    }
    kept ??= children.slice(0, i);
    // Comments, CDATA and processing instructions are never content.
    if (name === undefined || TEXTLESS.has(name)) continue;
    sanitizeChildren(node as Element);
    for (const child of (node as Element).children) kept.push(child);
  }
  if (kept !== undefined) relink(parent, kept);
}

/**
 * The last gate before storage, on the tree the content steps produced (no second parse): every
 * element outside the allowlist is unwrapped (its text kept) or, for code and form values, dropped
 * with its text; every attribute outside it goes. It guarantees what can never be stored, whatever
 * a page or an earlier step got wrong; it is the same allowlist sanitize-html applies to strings
 * (content-allowlist.ts), and the output is what serializeContent writes of this tree.
 */
export function sanitizeTree(root: ParentNode): void {
  sanitizeChildren(root);
}
