import { parseCatalog } from './parse-catalog.ts';

/** A docset as a row of the seed format. */
export interface CatalogRow {
  name: string;
  description: string;
  entryUrl: string;
  llmsTxtUrl?: string;
  section: string;
}

const HEADER = '| Tool | One line | Docs |\n|---|---|---|';

/** The front matter and title a new user catalog starts with. */
const NEW_CATALOG = `---
title: My documentation
description: Documentation sites added with folio add (or the app's Add dialog).
---

# My documentation
`;

/** Escapes what would end a table cell or start markup there. */
function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

export function formatCatalogRow(row: CatalogRow): string {
  const docs = `<${row.entryUrl}>${row.llmsTxtUrl ? ` — llms.txt: <${row.llmsTxtUrl}>` : ''}`;
  return `| ${cell(row.name)} | ${cell(row.description)} | ${docs} |`;
}

/**
 * The catalog text with one more row: at the end of its section's table, or in a new section at
 * the end. Everything else in the file (a user's notes, other sections) is kept as it was.
 */
export function addCatalogRow(text: string, row: CatalogRow): string {
  const base = text.trim() === '' ? NEW_CATALOG : text;
  const lines = base.replace(/\s+$/, '').split('\n');
  const line = formatCatalogRow(row);
  const heading = lines.findIndex(
    (l) => /^##\s+/.test(l) && l.replace(/^##\s+/, '').trim() === row.section,
  );
  if (heading >= 0) {
    let end = heading + 1;
    while (end < lines.length && !/^#{1,2}\s/.test(lines[end]!)) end++;
    let lastRow = -1;
    for (let i = heading + 1; i < end; i++) if (/^\s*\|/.test(lines[i]!)) lastRow = i;
    if (lastRow >= 0) lines.splice(lastRow + 1, 0, line);
    else lines.splice(heading + 1, 0, '', HEADER, line);
    return `${lines.join('\n')}\n`;
  }
  return `${lines.join('\n')}\n\n## ${row.section}\n\n${HEADER}\n${line}\n`;
}

/** The catalog text without the docset's row; undefined when the catalog has no such docset. */
export function removeCatalogRow(text: string, id: string, file: string): string | undefined {
  const line = parseCatalog(text, file).lines.get(id);
  if (line === undefined) return undefined;
  const lines = text.split('\n');
  lines.splice(line - 1, 1);
  return lines.join('\n');
}
