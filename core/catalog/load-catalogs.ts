import { readFile } from 'node:fs/promises';
import { CatalogError } from './catalog-error.ts';
import type { CatalogProblem, Docset } from './docset.ts';
import { parseCatalog } from './parse-catalog.ts';

export { CatalogError } from './catalog-error.ts';

/**
 * Reads several catalogs and merges their docsets in file order. Bad rows are problems, not
 * failures, but a file that cannot be read throws: the user named it, so silently loading
 * nothing from it would hide a typo in a path.
 */
export async function loadCatalogs(files: string[]): Promise<{
  docsets: Docset[];
  problems: CatalogProblem[];
  /** Where each docset's row is, by id: for problems found after parsing. */
  rows: ReadonlyMap<string, { file: string; line: number }>;
}> {
  const texts = await Promise.all(files.map(readCatalog));
  const docsets: Docset[] = [];
  const problems: CatalogProblem[] = [];
  const firstSeen = new Map<string, { file: string; line: number }>();

  files.forEach((file, index) => {
    const parsed = parseCatalog(texts[index] ?? '', file);
    problems.push(...parsed.problems);
    for (const docset of parsed.docsets) {
      const line = parsed.lines.get(docset.id) ?? 0;
      const earlier = firstSeen.get(docset.id);
      if (earlier) {
        const message = `${docset.name}: duplicate id "${docset.id}", already defined in ${earlier.file} line ${earlier.line}`;
        problems.push({ file, line, message });
        continue;
      }
      firstSeen.set(docset.id, { file, line });
      docsets.push(docset);
    }
  });
  return { docsets, problems, rows: firstSeen };
}

const readFailures: Record<string, string> = {
  ENOENT: 'catalog file not found',
  EISDIR: 'catalog path is a directory, not a file',
  EACCES: 'catalog file is not readable (permission denied)',
  EPERM: 'catalog file is not readable (permission denied)',
};

async function readCatalog(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const known = readFailures[code ?? ''];
    const reason = known ? `${known}: ${file}` : `cannot read catalog file ${file}: ${message}`;
    throw new CatalogError(reason, file, { cause: error });
  }
}
