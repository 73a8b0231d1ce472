import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { hasClass, previousElement } from './agent-rule-node.ts';

/**
 * Definition lists readable as text. Each `<dd>` becomes `: definition` under its term (the
 * definition-list syntax of Pandoc and PHP Markdown Extra), so a parameter's description stays
 * attached to its name; turndown alone gives two loose paragraphs. numpydoc writes a parameter's
 * type as `<span class="classifier">` after its name and lets CSS draw the " : " between them,
 * so that separator is written out.
 */
export function addDefinitionListRules(service: TurndownService): void {
  service.addRule('numpydocClassifier', {
    filter: (node: unknown) => {
      const span = node as RuleNode;
      return span.nodeName === 'SPAN' && hasClass(span, /^classifier$/);
    },
    replacement: (content) => ` : ${content.trim()}`,
  });
  service.addRule('definition', {
    // An API entry's `<dd>` is its whole documentation, read as the section under it.
    filter: (node: unknown) => {
      const dd = node as RuleNode;
      if (dd.nodeName !== 'DD') return false;
      const term = previousElement(dd);
      return term === undefined || !term.getAttribute?.('id');
    },
    replacement: (content) => {
      const body = content.trim();
      if (body === '') return '';
      const lines = body
        .split('\n')
        .map((line, i) => (i === 0 || line === '' ? line : `  ${line}`));
      return `\n: ${lines.join('\n')}\n\n`;
    },
  });
  service.addRule('term', {
    filter: (node: unknown) => {
      const dt = node as RuleNode;
      // API entries (`<dt id>`) have their own rule: they open a section.
      return dt.nodeName === 'DT' && !dt.getAttribute?.('id');
    },
    replacement: (content) => `\n\n${content.trim()}\n`,
  });
}
