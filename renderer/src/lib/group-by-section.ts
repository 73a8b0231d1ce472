import type { DocsetSummary } from '../../../core/api/folio-api.ts';

/**
 * Sections in the catalog's own order, docsets in theirs, except that sections holding what the
 * user has (pages cached, docsets they added) come before those of a catalog never synced: a
 * dozen "not synced" defaults above their own docs push those out of sight.
 */
export function groupBySection(
  docsets: readonly DocsetSummary[],
): Array<[string, DocsetSummary[]]> {
  const groups = new Map<string, DocsetSummary[]>();
  for (const docset of docsets) {
    const list = groups.get(docset.section) ?? [];
    list.push(docset);
    groups.set(docset.section, list);
  }
  const theirs = (list: readonly DocsetSummary[]) =>
    list.some((d) => d.pages > 0 || d.removable) ? 0 : 1;
  // Array sort is stable: within each kind the catalog's order stays.
  return [...groups].sort(([, a], [, b]) => theirs(a) - theirs(b));
}
