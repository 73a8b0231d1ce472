import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { descendants, hasClass } from './agent-rule-node.ts';

/** The kinds docs generators name their callouts by (Sphinx, MkDocs, Docusaurus, DocBook, GitHub). */
const KINDS =
  /^(?:note|tip|hint|important|warning|caution|attention|danger|error|seealso|info|success|question|example|abstract|bug|quote|todo|deprecated|versionadded|versionchanged)$/i;

/** The element that carries the callout's title, by generator. */
const TITLE = /^(?:admonition-title|markdown-alert-title|title)$|admonitionHeading/;

function isTitle(node: RuleNode): boolean {
  return node.nodeName === 'SUMMARY' || hasClass(node, TITLE);
}

/**
 * DocBook XSL's graphical callouts: `div.tip > table` with the icon in one cell, the title in a
 * `th` and the text in the last cell. The text's cell, or undefined for any other div.
 */
function graphicalBody(node: RuleNode): RuleNode | undefined {
  if (!hasClass(node, KINDS)) return undefined;
  const elements = Array.from(node.childNodes).filter((child) => child.nodeType === 1);
  const table = elements[0];
  if (elements.length !== 1 || table?.nodeName !== 'TABLE') return undefined;
  if (descendants(table, 'TH').length !== 1) return undefined;
  return descendants(table, 'TD').at(-1);
}

function isAdmonition(node: RuleNode): boolean {
  if (node.nodeName !== 'DIV' && node.nodeName !== 'DETAILS' && node.nodeName !== 'ASIDE') {
    return false;
  }
  if (hasClass(node, /^(?:admonition|theme-admonition|markdown-alert)$/)) return true;
  // DocBook's `div.note > h3.title`, Material's `details.warning > summary`: a kind and a title.
  if (hasClass(node, KINDS) && Array.from(node.childNodes).some(isTitle)) return true;
  return graphicalBody(node) !== undefined;
}

function titleOf(node: RuleNode): string {
  const title = graphicalBody(node)
    ? descendants(node, 'TH')[0]
    : Array.from(node.childNodes).find(isTitle);
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
      const cell = graphicalBody(node as RuleNode);
      const body = (cell === undefined ? content : service.turndown(cell.innerHTML ?? '')).trim();
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
