import type TurndownService from 'turndown';
import { addAdmonitionRule } from './admonition-rule.ts';
import { addCodeLinkRule } from './code-link-rule.ts';
import { addDefinitionListRules } from './definition-list-rules.ts';
import { addWhereClauseRule } from './where-clause-rule.ts';

/**
 * The rules that make reference pages read well as Markdown for agents, added after
 * html-to-markdown's own (turndown tries the last added first). `links`: Markdown with links, as
 * opposed to the terminal's plain text, where code links are plain code already.
 */
export function addAgentRules(service: TurndownService, links: boolean): void {
  if (links) addCodeLinkRule(service);
  addAdmonitionRule(service, links);
  addDefinitionListRules(service);
  addWhereClauseRule(service);
}
