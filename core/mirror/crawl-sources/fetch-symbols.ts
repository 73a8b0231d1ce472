import { parseObjectsInv } from '../../sources/sphinx/parse-objects-inv.ts';
import type { SymbolRow } from '../../store/symbols.ts';
import { writeSymbols } from '../../store/symbols.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import { fetchAuxiliary } from '../fetch-auxiliary.ts';
import type { MirrorContext } from '../mirror-context.ts';

/**
 * What is kept of an inventory between syncs: the pages it names (its symbols are in the symbol
 * table). Change it whenever what fetchSymbols derives from an inventory changes, so every cache
 * reads its inventory whole once more instead of trusting a 304.
 */
const INVENTORY_FORMAT = 'objects.inv pages/1';

/**
 * Reads a Sphinx `objects.inv` from the first docs root that has one (the entry's directory, or
 * the directory a redirect or meta refresh led to) into the symbol index, so a search for an API
 * name lands on its anchor. Documents and labels are left out: they are pages and sections
 * already. A site without an inventory costs one 404 per root; an unchanged one a 304, and no
 * parse or symbol rewrite. Returns the pages it names.
 */
export async function fetchSymbols(
  docsetId: string,
  roots: readonly string[],
  ctx: MirrorContext,
): Promise<string[]> {
  for (const root of new Set(roots.map((url) => new URL('objects.inv', url).href))) {
    const origin = new URL(root).origin;
    let symbols: SymbolRow[] = [];
    const inventory = await fetchAuxiliary(
      ctx,
      { cache: ctx.cache, docsetId },
      INVENTORY_FORMAT,
      { url: root, inScope: (target) => new URL(target).origin === origin },
      (answer) => {
        let entries;
        try {
          entries = parseObjectsInv(answer.body, root);
        } catch {
          return undefined; // an HTML soft 404 or another file under that name: no inventory here
        }
        symbols = entries
          .filter((e) => e.domain !== 'std' && e.priority >= 0)
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
    if (!inventory) continue;
    if (inventory.changed) {
      writeSymbols(ctx.cache.db, docsetId, symbols);
      inventory.remember();
    }
    return inventory.value;
  }
  return [];
}
