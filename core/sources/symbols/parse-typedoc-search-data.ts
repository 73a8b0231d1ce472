import type { IndexSymbol } from './index-symbol.ts';
import { symbolAt } from './index-symbol.ts';
import { readTypedocData } from './typedoc-data.ts';

/**
 * TypeDoc's ReflectionKind flags and the role each is stored under. Documents (the guide's pages,
 * found as pages already), the project, signatures and type parameters are left out.
 */
const ROLES: ReadonlyMap<number, string> = new Map([
  [2, 'ts:module'],
  [4, 'ts:namespace'],
  [8, 'ts:enum'],
  // Read as "enum value" on a badge, as Sphinx's enumerators are (symbol-kind.ts).
  [16, 'ts:enumerator'],
  [32, 'ts:variable'],
  [64, 'ts:function'],
  [128, 'ts:class'],
  [256, 'ts:interface'],
  [512, 'ts:constructor'],
  [1024, 'ts:property'],
  [2048, 'ts:method'],
  [262144, 'ts:accessor'],
  [2097152, 'ts:type'],
]);

interface Row {
  kind?: unknown;
  name?: unknown;
  url?: unknown;
  /** The owner's qualified name (`widgets.Frame` for `addTile`). */
  parent?: unknown;
}

/**
 * The symbols of TypeDoc's search index (`assets/search.js`: `window.searchData = "…"`, base64
 * deflated JSON `{rows, index}` since 0.24, the JSON itself before), each under its qualified
 * name (`widgets.Frame.addTile`) at its page and anchor. `rootUrl` is the site's root, which the
 * rows' URLs are relative to. Throws on a file that is not one.
 */
export function parseTypedocSearchData(script: string, rootUrl: string): IndexSymbol[] {
  const data = readTypedocData(script, 'searchData') as { rows?: unknown } | null;
  if (data === null || typeof data !== 'object' || !Array.isArray(data.rows)) {
    throw new Error('not a TypeDoc search index: no rows');
  }
  return (data.rows as Row[]).flatMap((row): IndexSymbol[] => {
    const role = typeof row.kind === 'number' ? ROLES.get(row.kind) : undefined;
    if (role === undefined || typeof row.name !== 'string' || typeof row.url !== 'string') {
      return [];
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(row.url)) return [];
    const parent = typeof row.parent === 'string' && row.parent !== '' ? `${row.parent}.` : '';
    const symbol = symbolAt(`${parent}${row.name}`, role, row.url, rootUrl);
    return symbol ? [symbol] : [];
  });
}
