import { parseObjectsInv } from '../../sources/sphinx/parse-objects-inv.ts';
import { writeSymbols } from '../../store/symbols.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { MirrorContext } from '../mirror-context.ts';

/**
 * Reads a Sphinx `objects.inv` from the first docs root that has one (the entry's directory, or
 * the directory a redirect or meta refresh led to) into the symbol index, so a search for an API
 * name lands on its anchor. Documents and labels are left out: they are pages and sections
 * already. Glossary terms and environment variables are kept although Sphinx hides them from its
 * own object search (priority -1): a glossary is one section to the extractor, and its entries
 * are the best answers to concept queries ("context manager"). A site without an inventory
 * costs one 404 per root. Returns the pages it names.
 */
const KEPT_STD = new Set(['term', 'envvar']);

export async function fetchSymbols(
  docsetId: string,
  roots: readonly string[],
  ctx: MirrorContext,
): Promise<string[]> {
  for (const root of new Set(roots.map((url) => new URL('objects.inv', url).href))) {
    const origin = new URL(root).origin;
    const result = await ctx.fetcher.fetch({
      url: root,
      inScope: (target) => new URL(target).origin === origin,
      signal: ctx.signal,
    });
    if (result.kind !== 'ok') continue;
    let entries;
    try {
      entries = parseObjectsInv(result.body, root);
    } catch {
      continue; // an HTML soft 404 or another file under that name: no inventory here
    }
    const symbols = entries
      .filter(
        (e) =>
          (e.domain !== 'std' && e.priority >= 0) || (e.domain === 'std' && KEPT_STD.has(e.role)),
      )
      .map((e) => ({
        name: e.name,
        role: `${e.domain}:${e.role}`,
        pageKey: pageKey(e.url),
        anchor: e.anchor,
      }));
    writeSymbols(ctx.cache.db, docsetId, symbols);
    // Every page the inventory names: autosummary pages no sidebar links to are found here.
    return [...new Set(entries.map((e) => e.url))];
  }
  return [];
}
