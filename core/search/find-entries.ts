import type { Database } from 'better-sqlite3';
import type { NamedSymbol } from '../store/symbols.ts';
import { findSymbolsByShortName, findSymbolsNamed } from '../store/symbols.ts';

/**
 * How strongly an entry answers the query: a glossary term named by it, a symbol named exactly
 * (as typed, or its words joined by dots), or a symbol found by its last name part. The search
 * puts sections whose own heading is the query between the last two.
 */
export type EntryStrength = 'term' | 'exact' | 'short';

export type Entry = NamedSymbol & { strength: EntryStrength };

/** More symbols than this per query are not promoted: the rest are found as sections. */
const MAX_SHORT = 2;

/**
 * The objects.inv entries a query names, best first. `words` are the query's words as typed
 * (whitespace-split, scope removed). People type API names loosely: "typing Optional" for
 * `typing.Optional`, "fire and forget" for `fire_and_forget`, "pathlib glob" for
 * `pathlib.Path.glob`, "type hints" for the glossary's "type hint". When many symbols share a
 * bare name ("gather"), the most public ones are promoted: fewest dotted parts, then functions,
 * classes and modules before methods and attributes.
 */
export function findEntries(
  db: Database,
  words: readonly string[],
  docsets: readonly string[],
): Entry[] {
  const lower = words.map((w) => w.toLowerCase()).filter(Boolean);
  if (lower.length === 0 || lower.length > 6) return [];
  const inScope = (s: NamedSymbol) => docsets.length === 0 || docsets.includes(s.docset);
  const found: Entry[] = [];
  const seen = new Set<string>();
  const add = (symbols: readonly NamedSymbol[], strength: EntryStrength) => {
    for (const s of symbols) {
      const key = `${s.docset}\0${s.url}#${s.anchor}`;
      if (seen.has(key) || !inScope(s)) continue;
      seen.add(key);
      found.push({ ...s, strength });
    }
  };

  const phrase = lower.join(' ');
  const asTyped = findSymbolsNamed(db, [...new Set([phrase, lower.join('.'), lower.join('_')])]);
  // The singular is for glossary terms ("type hints" → "type hint") only: an API name is exact,
  // and `json.dumps` is not `json.dump`.
  const singularTerms = findSymbolsNamed(db, [lower.map(singular).join(' ')]).filter(
    (s) => s.role === 'std:term',
  );
  add(
    [...asTyped, ...singularTerms].filter((s) => s.role === 'std:term'),
    'term',
  );
  add(
    asTyped.filter((s) => s.role !== 'std:term'),
    'exact',
  );

  // By the last name part: the last word, or all the words joined by `_`; with several words,
  // the others must be parts of the qualified name ("mock patch" → unittest.mock.patch).
  const last = lower[lower.length - 1]!.split('.').pop()!;
  const others = lower.slice(0, -1).flatMap((w) => w.split('.'));
  const byShort = [
    ...findSymbolsByShortName(db, last).filter((s) => {
      const parts = s.name.toLowerCase().split('.');
      return others.every((w) => parts.slice(0, -1).includes(w));
    }),
    ...(lower.length > 1 ? findSymbolsByShortName(db, lower.join('_')) : []),
  ].filter((s) => s.role !== 'std:term' && inScope(s));
  const typedLast = words[words.length - 1]!.split('.').pop()!;
  add(mostPublic(byShort, typedLast).slice(0, MAX_SHORT), 'short');
  return found;
}

/**
 * A name typed with capitals is spelled on purpose: that spelling first (`Vec` is std.vec.Vec
 * before the std.vec module and the vec! macro; `DefaultDict` is typing's). All in lower case it
 * may be any spelling: fewest dotted parts first (`nanny` is distributed.nanny.Nanny before
 * WorkerState.nanny), the spelling as typed only between equals (`defaultdict` is collections'
 * before typing.DefaultDict). Then module-level kinds, then the shorter name.
 */
function mostPublic(symbols: readonly NamedSymbol[], typed: string): NamedSymbol[] {
  const parts = (s: NamedSymbol) => s.name.split('.').length;
  const asTyped = (s: NamedSymbol) => (s.name.split('.').pop() === typed ? 0 : 1);
  const deliberate = /[A-Z]/.test(typed);
  return [...symbols].sort(
    (a, b) =>
      (deliberate ? asTyped(a) - asTyped(b) : 0) ||
      parts(a) - parts(b) ||
      asTyped(a) - asTyped(b) ||
      roleRank(a.role) - roleRank(b.role) ||
      a.name.length - b.name.length,
  );
}

function roleRank(role: string): number {
  const kind = role.slice(role.indexOf(':') + 1);
  if (['module', 'function', 'class', 'exception', 'data'].includes(kind)) return 0;
  if (['method', 'classmethod', 'staticmethod', 'property', 'attribute'].includes(kind)) return 1;
  return 2;
}

/** "hints" → "hint", "dictionaries" → "dictionary": how glossary terms are named. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
