import type { RawNavTree } from '../extract/extract-nav-tree.ts';
import { chooseNavTree } from '../extract/extract-nav-tree.ts';
import { GENERATOR_BY_PRODUCTS } from '../extract/generator-by-products.ts';
import { GENERATOR_NAV_FILES } from '../extract/generator-nav-files.ts';
import type { Generator } from '../extract/generator-profiles.ts';
import type { IndexedPage } from '../extract/generator-symbol-indexes.ts';
import { GENERATOR_SYMBOL_INDEXES } from '../extract/generator-symbol-indexes.ts';
import { fetchTextBeside } from '../sources/fetch-text-beside.ts';
import type { NavEntry } from '../store/nav-tree.ts';
import type { Scope } from '../url/create-scope.ts';
import type { ProbeDeps, SiteProbe } from './site-probe.ts';

/**
 * What the generator's profile tells before a sync: the by-products it will skip, its own
 * navigation (the entry's sidebar, or the file the generator keeps it in) and its symbol index,
 * with the pages each names in the scope. A file that cannot be read is left out, never an error:
 * the probe only estimates.
 */
export async function probeGenerator(
  generator: Generator,
  entry: IndexedPage & { nav?: RawNavTree[] },
  scope: Scope,
  deps: ProbeDeps,
): Promise<Pick<SiteProbe, 'skips' | 'navigation' | 'symbolIndex'>> {
  const fetchText = fetchTextBeside(deps, entry.url);
  const inScope = (url: string) => scope.shouldCrawl(url);
  const found: Pick<SiteProbe, 'skips' | 'navigation' | 'symbolIndex'> = {};
  const skips = (GENERATOR_BY_PRODUCTS[generator] ?? []).map((rule) => rule.what);
  if (skips.length > 0) found.skips = skips;

  let tree = chooseNavTree(entry.nav ?? [], inScope);
  let source: 'sidebar' | 'file' = 'sidebar';
  const navFile = GENERATOR_NAV_FILES[generator];
  if (navFile) {
    const read = await navFile(entry, fetchText).catch(() => []);
    const fromFile = chooseNavTree([read], inScope);
    if (fromFile.length > 0) [tree, source] = [fromFile, 'file'];
  }
  const navPages = new Set(urlsOf(tree));
  if (navPages.size > 0) found.navigation = { pages: navPages.size, source };

  const index = GENERATOR_SYMBOL_INDEXES[generator];
  if (index) {
    const symbols = (await index(entry, fetchText).catch(() => [])).filter((s) => inScope(s.url));
    if (symbols.length > 0) {
      found.symbolIndex = {
        symbols: symbols.length,
        pages: new Set(symbols.map((s) => s.url)).size,
      };
    }
  }
  return found;
}

function urlsOf(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((e) => [...(e.url === null ? [] : [e.url]), ...urlsOf(e.children)]);
}
