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

/** Appends to one string: V8 joins the pieces lazily, once, when the string is first read. */
function write(nodes: readonly AnyNode[], html: string): string {
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      html += escapeText(node.data);
      continue;
    }
    if (!isElement(node)) continue;
    html += `<${node.name}`;
    const { attribs } = node;
    for (const name in attribs) html += ` ${name}="${escapeAttribute(attribs[name] as string)}"`;
    if (SELF_CLOSING.has(node.name)) {
      html += ' />';
      continue;
    }
    html += '>';
    html = write(node.children, html);
    html += `</${node.name}>`;
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
