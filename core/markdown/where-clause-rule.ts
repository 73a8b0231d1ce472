import type TurndownService from 'turndown';
import type { RuleNode } from './agent-rule-node.ts';
import { hasClass, isInside } from './agent-rule-node.ts';

const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/**
 * rustdoc's where-clause (`span.where.fmt-newline`) breaks its signature with a `<br>` and
 * indentation. Inside a heading that ends the heading mid-signature and turns the bounds into an
 * indented code block; written on the signature's line, it stays one heading an agent can read.
 */
export function addWhereClauseRule(service: TurndownService): void {
  service.addRule('whereClause', {
    filter: (node: unknown) => {
      const span = node as RuleNode;
      return (
        span.nodeName === 'SPAN' &&
        hasClass(span, /^where$/) &&
        HEADINGS.some((name) => isInside(span, name))
      );
    },
    replacement: (content, node: unknown) => {
      const before = (node as RuleNode).previousSibling?.textContent ?? '';
      const gap = /\s$/.test(before) ? '' : ' ';
      return `${gap}${content.replace(/\s+/g, ' ').trim()}`;
    },
  });
}
