import type { AnyNode, ParentNode } from 'domhandler';
import { ElementType } from 'htmlparser2';
import { isElement } from './is-element.ts';

/** Void elements of the allowlist written `<br />`; other voids (`wbr`, `col`) get an end tag. */
const SELF_CLOSING: ReadonlySet<string> = new Set(['img', 'br', 'hr']);

const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  if (!ATTRIBUTE_SPECIAL.test(value)) return value;
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * `<p>` and `</p>` made once per tag name, not once per element: most elements carry no
 * attribute, and building their tags was most of the serialiser's time and garbage. A sanitised
 * tree has only the allowlist's few dozen names; the cap keeps any other tree from growing these.
 */
const MAX_CACHED_TAGS = 256;
const OPEN_TAGS = new Map<string, string>();
const CLOSE_TAGS = new Map<string, string>();

function tagString(
  tags: Map<string, string>,
  name: string,
  make: (name: string) => string,
): string {
  let tag = tags.get(name);
  if (tag === undefined) {
    tag = make(name);
    if (tags.size < MAX_CACHED_TAGS) tags.set(name, tag);
  }
  return tag;
}

function hasAttributes(attribs: Record<string, string>): boolean {
  for (const _ in attribs) return true;
  return false;
}

/** Appends to one string: V8 joins the pieces lazily, once, when the string is first read. */
function write(nodes: readonly AnyNode[], html: string): string {
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      html += escapeText(node.data);
      continue;
    }
    if (!isElement(node)) continue;
    const { name, attribs } = node;
    const selfClosing = SELF_CLOSING.has(name);
    if (!selfClosing && !hasAttributes(attribs)) {
      html += tagString(OPEN_TAGS, name, (n) => `<${n}>`);
    } else {
      html += '<' + name;
      // Object.keys, not for-in: see filterAttributes in sanitize-tree.ts.
      for (const key of Object.keys(attribs))
        html += ' ' + key + '="' + escapeAttribute(attribs[key] as string) + '"';
      if (selfClosing) {
        html += ' />';
        continue;
      }
      html += '>';
    }
    html = write(node.children, html);
    html += tagString(CLOSE_TAGS, name, (n) => `</${n}>`);
  }
  return html;
}

/**
 * The inner HTML of a sanitised tree (sanitizeTree), byte for byte what sanitize-html wrote for
 * the same content, so stored pages and their hashes do not change with the sanitiser: every
 * text `&<>` escaped (no named entities: the page is stored as UTF-8), attribute values quoted.
 * Only text and elements are written; a sanitised tree holds nothing else.
 */
export function serializeContent(root: ParentNode): string {
  return write(root.children, '');
}
