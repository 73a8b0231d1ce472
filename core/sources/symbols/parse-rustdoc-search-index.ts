import { readString } from '../js-literal.ts';
import type { IndexSymbol } from './index-symbol.ts';
import { symbolAt } from './index-symbol.ts';

/** rustdoc's item kinds, by the number its search index stores (`ItemType`, stable since 2014). */
const KINDS = [
  'mod',
  'externcrate',
  'import',
  'struct',
  'enum',
  'fn',
  'type',
  'static',
  'trait',
  'impl',
  'tymethod',
  'method',
  'structfield',
  'variant',
  'macro',
  'primitive',
  'associatedtype',
  'constant',
  'associatedconstant',
  'union',
  'foreigntype',
  'keyword',
  'opaque',
  'attr',
  'derive',
  'traitalias',
] as const;

/** What the index holds per crate, in the column form rustdoc 1.5x–1.6x writes. */
interface CrateColumns {
  t: number[];
  n: string[];
  /** The module path, given only where it changes (empty: as the item before). */
  q: string[];
  /** The parent (1-based into `p`; 0: none): a method's type. */
  i: number[];
  p: Array<[number, string]>;
}

/**
 * The items of rustdoc's `search-index<suffix>.js` (`var searchIndex = JSON.parse('{…}')`, the
 * format of rustdoc ≈1.50–1.68, which Debian's rust-doc 1.63 ships): every crate's modules,
 * types, functions, macros and methods, with the page and anchor rustdoc links each to. `root` is
 * the docs root the crates' folders sit in (`data-root-path`). `crates`: only these (the docset's).
 * Throws on another format (a later rustdoc's), so the caller can say so.
 */
export function parseRustdocSearchIndex(
  text: string,
  root: string,
  crates?: ReadonlySet<string>,
): IndexSymbol[] {
  const start = text.indexOf('JSON.parse(');
  if (start < 0) throw new Error('not a rustdoc search index (no JSON.parse)');
  const reader = { text, at: start + 'JSON.parse('.length };
  const data = JSON.parse(readString(reader)) as Record<string, Partial<CrateColumns>>;
  const symbols: IndexSymbol[] = [];
  for (const [crate, columns] of Object.entries(data)) {
    if (crates && !crates.has(crate)) continue;
    const { t, n, q, i, p } = columns;
    if (!Array.isArray(t) || !Array.isArray(n) || !Array.isArray(q) || !Array.isArray(i)) {
      throw new Error(`rustdoc search index: crate ${crate} is not in the column format`);
    }
    let module = crate;
    for (let k = 0; k < n.length; k++) {
      if (q[k]) module = q[k]!;
      let path = module;
      const kind = KINDS[t[k] ?? -1];
      const name = n[k];
      if (!kind || !name || kind === 'import' || kind === 'impl') continue;
      let parent = i[k] ? p?.[i[k]! - 1] : undefined;
      if (!parent && kind === 'variant') {
        // A variant's path ends with its enum, which is its page.
        const segments = path.split('::');
        parent = [4, segments.pop()!];
        path = segments.join('::');
      }
      const dir = path.split('::').join('/');
      const parentKind = parent ? KINDS[parent[0]] : undefined;
      // A tuple variant's fields (`Cow::Borrowed.0`) have no page or anchor of their own.
      if (parentKind === 'variant' || (parent && !parentKind)) continue;
      const href = parent
        ? `${dir}/${parentKind}.${parent[1]}.html#${kind}.${name}`
        : kind === 'mod'
          ? `${dir}/${name}/index.html`
          : `${dir}/${kind}.${name}.html`;
      const qualified = [...path.split('::'), ...(parent ? [parent[1]] : []), name].join('.');
      const symbol = symbolAt(qualified, `rust:${kind}`, href, root);
      if (symbol) symbols.push(symbol);
    }
  }
  return symbols;
}
