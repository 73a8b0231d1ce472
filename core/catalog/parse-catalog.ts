import type { CatalogProblem, Docset } from './docset.ts';
import { findTableColumns, type TableColumns } from './find-table-columns.ts';
import { isDocsVersion, pinnedId } from './docset-version.ts';
import { parseDocsCell } from './parse-docs-cell.ts';
import { parsePackagesCell, parseVersionsCell } from './parse-list-cells.ts';
import { parseFrontMatter } from './parse-front-matter.ts';
import { slugify } from './slugify.ts';
import { hasTableCells, isDelimiterRow, splitTableRow } from './split-table-row.ts';
import { stripInlineMarkdown } from './strip-inline-markdown.ts';

export interface ParsedCatalog {
  title?: string;
  description?: string;
  docsets: Docset[];
  problems: CatalogProblem[];
  /** The 1-based line of each docset's row, by id, so a clash with a later catalog can cite it. */
  lines: ReadonlyMap<string, number>;
}

const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Parses a catalog file (see seeds/distributed-training.md): front matter, H2 sections, and
 * `Tool | One line | Docs` tables. A bad row becomes a problem with its line number and is
 * skipped; it never stops the rest of the catalog from loading.
 */
export function parseCatalog(text: string, file: string): ParsedCatalog {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const front = parseFrontMatter(lines, file);
  const problems = [...front.problems];
  const docsets: Docset[] = [];
  const rowLines = new Map<string, number>();
  let firstH1: string | undefined;
  let section = '';
  let openFence: string | undefined;
  // undefined: not in a table; null: in a table that is not a catalog table.
  let table: TableColumns | null | undefined;

  const readRow = (columns: TableColumns, cells: string[], line: number): void => {
    const problem = (message: string): void => void problems.push({ file, line, message });
    if (cells.length !== columns.count) {
      return problem(`row has ${cells.length} cells but the table header has ${columns.count}`);
    }
    const name = stripInlineMarkdown(cells[columns.tool] ?? '');
    if (!name) return problem('tool name is empty');
    // `DeepSpeed@0.14`: one version of DeepSpeed, as `folio add --version` writes it.
    const at = /^(.*?)\s*@\s*(\S+)$/.exec(name);
    if (at && !isDocsVersion(at[2]!)) {
      return problem(`${name}: ${JSON.stringify(at[2])} after "@" is not a version`);
    }
    const family = slugify(at ? at[1]! : name);
    if (!family) {
      return problem(`tool name ${JSON.stringify(name)} has no letters or digits for an id`);
    }
    const id = at ? pinnedId(family, at[2]!) : family;
    const docs = parseDocsCell(cells[columns.docs] ?? '');
    if ('error' in docs) return problem(`${name}: ${docs.error}`);
    const packages =
      columns.package === undefined ? undefined : parsePackagesCell(cells[columns.package] ?? '');
    if (packages && 'error' in packages) return problem(`${name}: ${packages.error}`);
    const versions =
      columns.versions === undefined ? undefined : parseVersionsCell(cells[columns.versions] ?? '');
    if (versions && 'error' in versions) return problem(`${name}: ${versions.error}`);
    if (at && versions?.versions.length) {
      return problem(`${name}: a row for one version cannot list more versions`);
    }
    const earlier = rowLines.get(id);
    if (earlier !== undefined) {
      return problem(`${name}: duplicate id "${id}", already used on line ${earlier}`);
    }
    const description =
      columns.description === undefined
        ? ''
        : stripInlineMarkdown(cells[columns.description] ?? '');
    rowLines.set(id, line);
    docsets.push({
      id,
      name,
      section,
      description,
      ...docs,
      catalog: file,
      ...(packages?.packages.length ? { packages: packages.packages } : {}),
      ...(versions?.versions.length ? { versions: versions.versions } : {}),
      ...(at ? { pinned: { version: at[2]!, of: family } } : {}),
    });
  };

  for (let i = front.bodyStart; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = fence.exec(line);
    if (openFence !== undefined) {
      if (fenceMatch?.[1]?.startsWith(openFence)) openFence = undefined;
      continue;
    }
    if (fenceMatch) {
      openFence = fenceMatch[1];
      table = undefined;
      continue;
    }

    if (table !== undefined) {
      if (line.trim() !== '' && hasTableCells(line)) {
        if (table) readRow(table, splitTableRow(line), i + 1);
        continue;
      }
      table = undefined;
    }

    const headingMatch = heading.exec(line);
    if (headingMatch) {
      const level = headingMatch[1]?.length;
      const title = stripInlineMarkdown(headingMatch[2] ?? '');
      // A new H1 ends the H2 it follows; H3 and below are parts of their H2.
      if (level === 1) {
        section = '';
        firstH1 ??= title;
      }
      if (level === 2) section = title;
      continue;
    }

    if (hasTableCells(line) && isDelimiterRow(lines[i + 1] ?? '')) {
      const columns = findTableColumns(splitTableRow(line));
      if (columns === 'no-tool') {
        const message = 'table has a Docs column but no Tool column; its rows are skipped';
        problems.push({ file, line: i + 1, message });
      }
      table = typeof columns === 'string' ? null : columns;
      i++;
    }
  }

  return {
    title: front.title ?? firstH1,
    description: front.description,
    docsets,
    problems,
    lines: rowLines,
  };
}
