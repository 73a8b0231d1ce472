import type { IndexSymbol } from './index-symbol.ts';
import { symbolAt } from './index-symbol.ts';
import { assignedLiteral } from '../js-literal.ts';

interface JavadocEntry {
  /** The package. */
  p?: unknown;
  /** The type a member belongs to (may be nested: `Parameterized.AfterParam`). */
  c?: unknown;
  /** The label: a type's simple name, a member's signature (`assertEquals(long, long)`). */
  l?: unknown;
  /** The member's anchor when it is not the label; a page for entries such as "All Classes". */
  url?: unknown;
}

/** The files Javadoc (JDK 9 and later) writes its search data to, beside `index.html`. */
export const JAVADOC_INDEX_FILES = ['type-search-index.js', 'member-search-index.js'] as const;

/**
 * The types or members of a Javadoc search index (`typeSearchIndex = [{"p":…,"l":…}]`,
 * `memberSearchIndex = [{"p":…,"c":…,"l":…,"url":…}]`), as qualified names with their page and
 * anchor: `org.junit.Assert` is `org/junit/Assert.html`, `org.junit.Assert.assertEquals` its
 * `#assertEquals(long,long)`. `root` is the index file's URL (the docs root). Throws on a file that
 * is neither.
 */
export function parseJavadocSearchIndex(text: string, root: string): IndexSymbol[] {
  const members = /\bmemberSearchIndex\s*=/.test(text);
  const list = assignedLiteral(text, members ? 'memberSearchIndex' : 'typeSearchIndex');
  if (!Array.isArray(list)) throw new Error('not a Javadoc search index');
  const symbols: IndexSymbol[] = [];
  for (const raw of list as JavadocEntry[]) {
    const p = typeof raw.p === 'string' ? raw.p : undefined;
    const l = typeof raw.l === 'string' ? raw.l : undefined;
    if (p === undefined || l === undefined) continue; // "All Classes" and the like: no API name
    const dir = p.split('.').join('/');
    if (members) {
      const c = typeof raw.c === 'string' ? raw.c : undefined;
      if (c === undefined) continue;
      const anchor = typeof raw.url === 'string' ? raw.url : l.replace(/\s+/g, '');
      const bare = l.replace(/\(.*$/, '');
      // A constructor is named as its type is: `ActiveTestSuite()` → the type's page.
      const role = bare === c.split('.').pop() ? 'java:constructor' : 'java:method';
      const symbol = symbolAt(`${p}.${c}.${bare}`, role, `${dir}/${c}.html#${anchor}`, root);
      if (symbol) symbols.push(symbol);
    } else {
      const symbol = symbolAt(`${p}.${l}`, 'java:class', `${dir}/${l}.html`, root);
      if (symbol) symbols.push(symbol);
    }
  }
  return symbols;
}
