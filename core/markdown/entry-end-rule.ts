import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { SECTION_CLOSE, SECTION_END, SECTION_START } from './section-marker.ts';

/** The API entries a definition list opens: its own `<dt id>` terms, in order. */
function entryIds(list: RuleNode): string[] {
  return Array.from(list.childNodes)
    .filter((child) => child.nodeName === 'DT')
    .map((term) => term.getAttribute?.('id') ?? '')
    .filter((id) => id !== '');
}

/**
 * A close marker after each list of API entries (Sphinx's `<dl class="py function">`), so
 * pageMarkdown ends an entry's section where its markup ends: the paragraphs after the last
 * entry (the `copy` module's shallow-vs-deep explanation after `copy.Error`) are the heading's.
 * The marker goes before the list's trailing newlines, so it leaves no blank lines behind.
 */
export function addEntryEndRule(service: TurndownService): void {
  service.addRule('apiEntryEnd', {
    filter: (node: unknown) => {
      const list = node as RuleNode;
      return list.nodeName === 'DL' && entryIds(list).length > 0;
    },
    replacement: (content, node: unknown) => {
      const closes = entryIds(node as RuleNode).map(
        (id) => `${SECTION_START}${SECTION_CLOSE}${id}${SECTION_END}`,
      );
      return `\n\n${content.replace(/\s+$/, '')}${closes.join('')}\n\n`;
    },
  });
}
