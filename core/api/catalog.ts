import type { CatalogProblem, Docset } from '../catalog/docset.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';

/**
 * What a sync needs to know of the catalogs: their docsets and, by docset id, the overrides from
 * the `<catalog>.overrides.json` beside each. One value, so no path can read the docsets and
 * forget the overrides (a UI sync once dropped DeepSpeed's API pages that way).
 */
export interface Catalog {
  docsets: Docset[];
  overrides: ReadonlyMap<string, DocsetOverrides>;
  /** Rows and override entries that were skipped, by file and line. */
  problems: CatalogProblem[];
}

export const emptyCatalog: Catalog = { docsets: [], overrides: new Map(), problems: [] };
