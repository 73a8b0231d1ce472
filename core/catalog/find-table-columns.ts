import { slugify } from './slugify.ts';
import { stripInlineMarkdown } from './strip-inline-markdown.ts';

export interface TableColumns {
  tool: number;
  docs: number;
  description?: number;
  /** Python distributions the docset documents (`folio match`). */
  package?: number;
  /** Versions mirrored side by side, each its own docset. */
  versions?: number;
  /** How many cells every row must have. */
  count: number;
}

// Compared as slugs, so "One line", "one-line" and "**One Line**" are the same header.
const toolNames = ['tool', 'name', 'tool-name', 'project'];
const descriptionNames = ['one-line', 'oneline', 'description', 'summary'];
const docsNames = ['docs', 'documentation', 'docs-url', 'url', 'link', 'links'];
const packageNames = ['package', 'packages', 'pypi', 'distribution'];
const versionsNames = ['versions', 'pinned-versions'];

/**
 * Finds the catalog columns of a table by header name, so column order and extra columns do
 * not matter. Returns `'no-docs'` for a table that is not a catalog table at all (no Docs
 * column), and `'no-tool'` for one that has docs but nothing to name them by.
 */
export function findTableColumns(
  headerCells: readonly string[],
): TableColumns | 'no-docs' | 'no-tool' {
  const slugs = headerCells.map((cell) => slugify(stripInlineMarkdown(cell)));
  const find = (names: readonly string[]): number | undefined => {
    const index = slugs.findIndex((slug) => names.includes(slug));
    return index === -1 ? undefined : index;
  };
  const docs = find(docsNames);
  if (docs === undefined) return 'no-docs';
  const tool = find(toolNames);
  if (tool === undefined) return 'no-tool';
  return {
    tool,
    docs,
    description: find(descriptionNames),
    package: find(packageNames),
    versions: find(versionsNames),
    count: headerCells.length,
  };
}
