import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { hasClass, isInside } from './agent-rule-node.ts';

const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/**
 * rustdoc's where-clause (`span.where` / `div.where`) puts each bound on its own line, with a
 * `<br>` before it (whereClauseLines makes both kinds so). Inside a heading, turndown would write
 * the `&nbsp;` indentation it came with, so a bound could open an indented code block. Written
 * as rustdoc lays it out: the signature stays the heading's line, and `where` and each bound
 * follow on lines of their own, hard-broken, the bounds indented by four spaces (a paragraph's
 * continuation lines, never code).
 */
export function addWhereClauseRule(service: TurndownService): void {
  service.addRule('whereClause', {
    filter: (node: unknown) => {
      const where = node as RuleNode;
      return (
        (where.nodeName === 'SPAN' || where.nodeName === 'DIV') &&
        hasClass(where, /^where$/) &&
        HEADINGS.some((name) => isInside(where, name))
      );
    },
    replacement: (content) => {
      const lines = content
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length === 0) return '';
      return `\n${lines.map((line, i) => (i === 0 ? line : `    ${line}`)).join('  \n')}`;
    },
  });
}
