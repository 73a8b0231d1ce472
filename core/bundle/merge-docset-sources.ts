import type { Database } from 'better-sqlite3';
import type { NavEntry } from '../store/nav-tree.ts';
import { writeNavTree } from '../store/nav-tree.ts';
import { writeSecondaryPages } from '../store/secondary-pages.ts';
import { writeSymbols } from '../store/symbols.ts';
import { readPageStamp } from '../store/read-page-stamp.ts';
import { BundleError } from './bundle-error.ts';
import { readBundleNavTree, readBundleSecondaryKeys, readBundleSymbols } from './read-bundle.ts';

/** A tree deeper than this is no site's sidebar; it is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * What a docset's sources gave beyond its pages (the navigation tree from its sidebar or llms.txt,
 * the objects.inv symbols, the llms.txt's Optional pages) travels with it: without them an
 * imported docset would lose its table of contents and symbol search. The bundle's replace the
 * cache's when its copy of the docset is at least as recent; a bundle older than the cache's own sync leaves them alone. A bundle is
 * untrusted: the tree is checked for shape, and symbols may only point at this docset's pages.
 */
export function mergeDocsetSources(
  cache: Database,
  bundle: Database,
  docsetId: string,
  bundleSyncAt: string | null,
  cacheSyncAt: string | null,
): void {
  if (cacheSyncAt !== null && (bundleSyncAt ?? '') < cacheSyncAt) return;
  const nav = readBundleNavTree(bundle, docsetId);
  if (nav) writeNavTree(cache, docsetId, nav.source, parseNavTree(nav.tree, docsetId));
  const secondary = readBundleSecondaryKeys(bundle, docsetId);
  if (secondary) writeSecondaryPages(cache, docsetId, secondary);
  const symbols = readBundleSymbols(bundle, docsetId);
  if (symbols.length === 0) return;
  const own = (key: string) => readPageStamp(cache, key)?.docsetId === docsetId;
  writeSymbols(
    cache,
    docsetId,
    symbols.filter((s) => own(s.pageKey)),
  );
}

function parseNavTree(json: string, docsetId: string): NavEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new BundleError(`${docsetId}: its navigation tree is not JSON`);
  }
  const entries = navEntries(value, 0);
  if (!entries) throw new BundleError(`${docsetId}: its navigation tree is malformed`);
  return entries;
}

function navEntries(value: unknown, depth: number): NavEntry[] | undefined {
  if (!Array.isArray(value) || depth > MAX_DEPTH) return undefined;
  const entries: NavEntry[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { title, url, children } = item as Record<string, unknown>;
    if (typeof title !== 'string') return undefined;
    if (url !== null && !(typeof url === 'string' && /^https?:\/\//i.test(url))) return undefined;
    const below = navEntries(children, depth + 1);
    if (!below) return undefined;
    entries.push({ title, url, children: below });
  }
  return entries;
}
