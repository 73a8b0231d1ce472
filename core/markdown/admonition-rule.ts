import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { hasClass } from './agent-rule-node.ts';

/** The kinds docs generators name their callouts by (Sphinx, MkDocs, Docusaurus, DocBook, GitHub). */
const KINDS =
  /^(?:note|tip|hint|important|warning|caution|attention|danger|error|seealso|info|success|question|example|abstract|bug|quote|todo|deprecated|versionadded|versionchanged)$/i;

/** The element that carries the callout's title, by generator. */
const TITLE = /^(?:admonition-title|markdown-alert-title|title)$|admonitionHeading/;

function isTitle(node: RuleNode): boolean {
  return node.nodeName === 'SUMMARY' || hasClass(node, TITLE);
}

function isAdmonition(node: RuleNode): boolean {
  if (node.nodeName !== 'DIV' && node.nodeName !== 'DETAILS' && node.nodeName !== 'ASIDE') {
    return false;
  }
  if (hasClass(node, /^(?:admonition|theme-admonition|markdown-alert)$/)) return true;
  // DocBook's `div.note > h3.title`, Material's `details.warning > summary`: a kind and a title.
  return hasClass(node, KINDS) && Array.from(node.childNodes).some(isTitle);
}

function titleOf(node: RuleNode): string {
  const title = Array.from(node.childNodes).find(isTitle);
  const text = (title?.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text !== '') return text;
  const kind = (node.className ?? '').split(/\s+/).find((name) => KINDS.test(name)) ?? 'Note';
  return kind.charAt(0).toUpperCase() + kind.slice(1).toLowerCase();
}

/**
 * Callouts (`div.admonition.note`, Material's `details`, Docusaurus' `theme-admonition`, DocBook's
 * `div.warning`) as a quote led by their title, `> **Note:** …`: as plain paragraphs an agent
 * cannot tell a warning from the text around it. `bold`: false for the terminal's plain text.
 */
export function addAdmonitionRule(service: TurndownService, bold: boolean): void {
  // The title is said once, by the callout's first line.
  service.addRule('admonitionTitle', {
    filter: (node: unknown) => {
      const title = node as RuleNode;
      return isTitle(title) && title.parentNode != null && isAdmonition(title.parentNode);
    },
    replacement: () => '',
  });
  service.addRule('admonition', {
    filter: (node: unknown) => isAdmonition(node as RuleNode),
    replacement: (content, node: unknown) => {
      const title = titleOf(node as RuleNode).replace(/:$/, '');
      const lead = bold ? `**${title}:**` : `${title}:`;
      const body = content.trim();
      // A body that opens with a block of its own (code, a list, a heading) starts on a new line.
      const inline = body !== '' && !/^(?:```|[-*+] |\d+\. |#|>|\|)/.test(body);
      const text = inline ? `${lead} ${body}` : body === '' ? lead : `${lead}\n\n${body}`;
      const quoted = text
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
      return `\n\n${quoted}\n\n`;
    },
  });
}
