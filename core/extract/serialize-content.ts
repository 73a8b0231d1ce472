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

function write(nodes: readonly AnyNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      out.push(escapeText(node.data));
      continue;
    }
    if (!isElement(node)) continue;
    let tag = `<${node.name}`;
    for (const [name, value] of Object.entries(node.attribs)) {
      tag += ` ${name}="${escapeAttribute(value)}"`;
    }
    if (SELF_CLOSING.has(node.name)) {
      out.push(`${tag} />`);
      continue;
    }
    out.push(`${tag}>`);
    write(node.children, out);
    out.push(`</${node.name}>`);
  }
}

/**
 * The inner HTML of a sanitised tree (sanitizeTree), byte for byte what sanitize-html wrote for
 * the same content, so stored pages and their hashes do not change with the sanitiser: every
 * text `&<>` escaped (no named entities: the page is stored as UTF-8), attribute values quoted.
 * Only text and elements are written; a sanitised tree holds nothing else.
 */
export function serializeContent(root: ParentNode): string {
  const out: string[] = [];
  write(root.children, out);
  return out.join('');
}
