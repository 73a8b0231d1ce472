import type { Database } from 'better-sqlite3';
import { statement } from '../store/statement.ts';
import type { NamedSymbol } from '../store/symbols.ts';
import { findSymbolsByShortName, findSymbolsNamed } from '../store/symbols.ts';

/** An API name a sentence mentions, and how surely the word means it. */
export interface NamedInSentence {
  symbol: NamedSymbol;
  /** The word it was found by, folded. */
  word: string;
  /** The word as it was given. */
  typed: string;
  /** 1 for a word written as code (`DictReader`, `json.dumps`); else the word's rarity decides. */
  written: boolean;
}

/** A short name more symbols than this share (`get`, `compute`) names none of them. */
const MAX_SHARED = 6;

/** Symbols kept per word: the most public ones. */
const PER_WORD = 2;

/**
 * The objects.inv entries a sentence names word by word: a module (`argparse`, `csv`), a
 * qualified name (`json.dumps`) or a symbol's last name part (`gather`, `DictReader`). Glossary
 * terms are left to the text: a glossary word ("function") is in every question.
 */
export function namedInSentence(
  db: Database,
  words: readonly string[],
  docsets: readonly string[],
): NamedInSentence[] {
  const inScope = (s: NamedSymbol) =>
    s.role !== 'std:term' && (docsets.length === 0 || docsets.includes(s.docset));
  const found: NamedInSentence[] = [];
  const seen = new Set<string>();
  for (const typed of new Set(words)) {
    const word = typed.replace(/\(\)$/u, '');
    if (!/^[\p{L}_][\p{L}\p{N}_.]*$/u.test(word) || word.length < 3) continue;
    const written = typed !== word || /[_.]|\p{Ll}\p{Lu}|^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);
    const exact = findSymbolsNamed(db, [word]).filter(inScope);
    const short = exact.length
      ? []
      : // A name more symbols share than are kept names none: no need to read them all.
        findSymbolsByShortName(db, word.split('.').pop()!, {
          limit: MAX_SHARED + 1,
          docsets,
        }).filter(inScope);
    const shared = short.length <= MAX_SHARED ? short : [];
    // A plain word ("sort", "over", "partitions") names a module-level API at most: every
    // method and attribute named like an English word would answer questions using it.
    const candidates = exact.length ? exact : written ? shared : shared.filter(isModuleLevel);
    for (const symbol of mostPublic(candidates).slice(0, PER_WORD)) {
      const key = `${symbol.docset}\0${symbol.url}#${symbol.anchor}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ symbol, word: word.toLowerCase(), typed, written });
    }
  }
  return found;
}

/** A module, or a function, class or exception of one (`random.shuffle`, `enumerate`). */
function isModuleLevel(s: NamedSymbol): boolean {
  const role = s.role.slice(s.role.indexOf(':') + 1);
  return (
    ['module', 'function', 'class', 'exception'].includes(role) && s.name.split('.').length <= 2
  );
}

/** Modules, functions and classes before methods; fewer dotted parts first. */
function mostPublic(symbols: readonly NamedSymbol[]): NamedSymbol[] {
  const kind = (s: NamedSymbol) => {
    const role = s.role.slice(s.role.indexOf(':') + 1);
    if (['module', 'function', 'class', 'exception'].includes(role)) return 0;
    if (['method', 'classmethod', 'staticmethod', 'data'].includes(role)) return 1;
    return 2;
  };
  const parts = (s: NamedSymbol) => s.name.split('.').length;
  return [...symbols].sort((a, b) => parts(a) - parts(b) || kind(a) - kind(b));
}

/** The section an API entry starts, else its page's first. */
export function entrySection(db: Database, pageId: number, ord: number | null): number | undefined {
  return statement(
    db,
    'SELECT id FROM sections WHERE page_id = ? AND ord >= ? ORDER BY ord LIMIT 1',
  )
    .pluck()
    .get(pageId, ord ?? 0) as number | undefined;
}
