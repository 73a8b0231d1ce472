import { parseObjectsInv } from '../../sources/sphinx/parse-objects-inv.ts';
import type { SymbolRow } from '../../store/symbols.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import { fetchSourceFile } from '../../sources/fetch-source-file.ts';
import type { Crawl } from '../crawl-source.ts';

/**
 * Reads a Sphinx `objects.inv` from the first docs root that has one (the entry's directory, or
 * the directory a redirect or meta refresh led to) into the symbol index, so a search for an API
 * name lands on its anchor. Documents and labels are left out: they are pages and sections
 * already. Glossary terms and environment variables are kept although Sphinx hides them from its
 * own object search (priority -1): a glossary is one section to the extractor, and its entries
 * are the best answers to concept queries ("context manager"). A site without an inventory
 * costs one 404 per root. An inventory unchanged since the last sync (a 304) is not parsed and
 * its symbols are not rewritten. Returns the pages it names.
 */
const KEPT_STD = new Set(['term', 'envvar']);

export async function fetchSymbols(
  roots: readonly string[],
  crawl: Pick<Crawl, 'reader' | 'files' | 'records'>,
): Promise<string[]> {
  for (const root of new Set(roots.map((url) => new URL('objects.inv', url).href))) {
    const origin = new URL(root).origin;
    let symbols: SymbolRow[] = [];
    const read = await fetchSourceFile(
      { url: root, inScope: (target) => new URL(target).origin === origin },
      crawl.reader,
      crawl.files,
      // 2: glossary terms and environment variables became symbols; 3: pydoctor's (all -1) too.
      'objects.inv pages/3',
      (answer) => {
        let entries;
        try {
          entries = parseObjectsInv(answer.body, root);
        } catch {
          return undefined; // an HTML soft 404 or another file under that name: no inventory here
        }
        // pydoctor writes every object with priority -1: there, hidden means nothing.
        const ranked = entries.some((e) => e.domain !== 'std' && e.priority >= 0);
        symbols = entries
          .filter(
            (e) =>
              (e.domain !== 'std' && (e.priority >= 0 || !ranked)) ||
              (e.domain === 'std' && KEPT_STD.has(e.role)),
          )
          .map((e) => ({
            name: e.name,
            role: `${e.domain}:${e.role}`,
            pageKey: pageKey(e.url),
            anchor: e.anchor,
          }));
        // Every page the inventory names: autosummary pages no sidebar links to are found here.
        return [...new Set(entries.map((e) => e.url))];
      },
    );
    if (read === undefined) continue;
    if (!read.unchanged) crawl.records.writeSymbols(symbols);
    return read.derived;
  }
  return [];
}
