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

/**
 * Keeps an attribute only when the allowlist names it for this tag or every tag. An empty value
 * is meaningless for all of them but `alt` (an empty alt marks a decorative image).
 */
function filterAttributes(el: Element): void {
  const own = TAG_ATTRIBUTES.get(el.name);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attribs)) {
    if (!GLOBAL_ATTRIBUTES.has(name) && own?.has(name) !== true) continue;
    if (!VALID_ATTRIBUTE_NAME.test(name)) continue;
    if (value === '' && name !== 'alt') continue;
    if ((name === 'href' || name === 'src') && isUnsafeUrl(value)) continue;
    kept[name] = value;
  }
  el.attribs = kept;
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

function sanitizeChildren(parent: ParentNode): void {
  const kept: ChildNode[] = [];
  for (const node of parent.children) {
    if (node.type === ElementType.Text) {
      kept.push(node);
      continue;
    }
    // Comments, CDATA and processing instructions are never content.
    if (!isElement(node)) continue;
    const name = RENAMED_TAGS[node.name] ?? node.name;
    if (!TAGS.has(name)) {
      if (TEXTLESS.has(name)) continue;
      sanitizeChildren(node);
      kept.push(...node.children);
      continue;
    }
    node.name = name;
    filterAttributes(node);
    sanitizeChildren(node);
    kept.push(node);
  }
  relink(parent, kept);
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
