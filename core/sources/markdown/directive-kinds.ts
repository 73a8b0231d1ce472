/** A MyST directive (```` ```{name} args ```` or `:::{name} args`) or GitBook Liquid block. */
export interface DirectiveHead {
  name: string;
  args: string;
}

/**
 * Directives whose body is not Markdown (code, lists of documents, maths, API generators). All
 * others hold Markdown and are rendered as containers.
 */
const RAW = new Set([
  'code-block',
  'code',
  'sourcecode',
  'code-cell',
  'toctree',
  'math',
  'mermaid',
  'graphviz',
  'raw',
  'csv-table',
  'literalinclude',
  'include',
  'image',
  'figure',
  'eval-rst',
  'highlight',
  'bibliography',
]);

export function isRawDirective(name: string): boolean {
  return RAW.has(name) || name.startsWith('auto') || name.startsWith('eval-');
}

/** `{note} Title` → { name: 'note', args: 'Title' }; a plain language (`python`) is no directive. */
export function readDirectiveHead(info: string): DirectiveHead | undefined {
  const match = /^\{([A-Za-z][\w:.+-]*)\}\s*(.*)$/.exec(info.trim());
  return match
    ? { name: (match[1] ?? '').toLowerCase(), args: (match[2] ?? '').trim() }
    : undefined;
}

/** Backtick fences are code unless they are a Markdown-bodied MyST directive. */
export function isCodeFence(info: string): boolean {
  const head = readDirectiveHead(info);
  return head === undefined || isRawDirective(head.name);
}

export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  hint: 'Hint',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
  attention: 'Attention',
  danger: 'Danger',
  error: 'Error',
  seealso: 'See also',
  todo: 'To do',
  admonition: '',
  versionadded: 'New in version',
  versionchanged: 'Changed in version',
  deprecated: 'Deprecated since version',
};

/** Containers whose argument is a title a reader needs: tabs, dropdowns, cards. */
export const TITLED = new Set([
  'tab',
  'tab-item',
  'dropdown',
  'card',
  'grid-item-card',
  'details',
  'topic',
  'sidebar',
  'rubric',
]);
