import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { TEXT_NODE, isInside } from './agent-rule-node.ts';

/** The same targets html-to-markdown's safeLinks allows: http(s), fragments, relative paths. */
const SAFE_HREF = /^(?:https?:|#|\/|\.|[\w-]+(?:[/.#?]|$))/i;

/** A code span that holds `text` whatever backticks it contains. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function hasLink(node: RuleNode): boolean {
  return Array.from(node.childNodes).some(
    (child) => (child.nodeName === 'A' && child.getAttribute?.('href')) || hasLink(child),
  );
}

/** The code's text and links, in order: text runs as code spans, each link as [`name`](url). */
function segments(node: RuleNode, out: string[], pending: { text: string }): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) pending.text += child.textContent ?? '';
    else if (child.nodeName === 'A' && SAFE_HREF.test(child.getAttribute?.('href') ?? '')) {
      const name = child.textContent ?? '';
      if (name.trim() === '') continue;
      flush(out, pending);
      const href = (child.getAttribute?.('href') ?? '').replace(/[()<>\s]/g, encodeChar);
      out.push(`[${codeSpan(name)}](${href})`);
    } else segments(child, out, pending);
  }
}

function flush(out: string[], pending: { text: string }): void {
  if (pending.text.trim() !== '') out.push(codeSpan(pending.text));
  else if (pending.text !== '') out.push(' ');
  pending.text = '';
}

function encodeChar(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * Inline code that links to the documented symbol (`<code><a href>HashMap</a></code>`, rustdoc,
 * pydoctor, Doxygen) as [`HashMap`](url): turndown's code rule would wrap the link's Markdown in
 * backticks, where it is literal text, neither a link nor readable code. Code with text around
 * its links keeps the text as code spans of its own (`Option<`[`T`](url)`>`).
 */
export function addCodeLinkRule(service: TurndownService): void {
  service.addRule('codeLinks', {
    filter: (node: unknown) => {
      const code = node as RuleNode;
      return (
        code.nodeName === 'CODE' &&
        !isInside(code, 'PRE') &&
        !isInside(code, 'CODE') &&
        hasLink(code)
      );
    },
    replacement: (_content, node: unknown) => {
      const out: string[] = [];
      const pending = { text: '' };
      segments(node as RuleNode, out, pending);
      flush(out, pending);
      return out.join('');
    },
  });
}
