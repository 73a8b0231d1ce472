import { slugify } from '../catalog/slugify.ts';
import { splitDocsetId } from '../catalog/docset-version.ts';
import { familiesOf, membersForVersion } from './version-scope.ts';

export interface ScopedQuery {
  /** Ids of the docsets the query is limited to; empty means all. */
  docsets: string[];
  /** Scope words, as typed, that name no docset. */
  unknown: string[];
  query: string;
}

// `deepspeed@0.14`, `nemo@24.07`, `deepspeed@*`: a docset at a version, or all its versions.
const word = String.raw`[\p{L}\p{N}][\p{L}\p{N}._-]*(?:@(?:\*|[\p{L}\p{N}][\p{L}\p{N}._+-]*))?`;
// `(?!\/\/)` keeps `http://...` a query: a URL is something to search for, not a scope.
const scope = new RegExp(String.raw`^\s*(${word}(?:\s*,\s*${word})*)\s*:(?!\/\/)`, 'u');

/**
 * Splits `deepspeed: zero stage 3` or `deepspeed, axolotl: lora` into the docsets to search and
 * the query. Scope words are forgiving (`DeepSpeed`, `lightning`, `nemo`), because users type
 * them from memory, not from the catalog. When no scope word names a docset the colon was just
 * part of the text, and the whole input is the query, unless a space follows the colon: then the
 * words are reported as unknown.
 */
export function parseScopedQuery(input: string, docsetIds: readonly string[]): ScopedQuery {
  const match = scope.exec(input);
  const unscoped = { docsets: [], unknown: [], query: input };
  if (!match) return unscoped;

  const docsets: string[] = [];
  const unknown: string[] = [];
  for (const typed of (match[1] ?? '').split(',').map((w) => w.trim())) {
    const found = findScope(typed, docsetIds);
    if (found.length === 0) unknown.push(typed);
    for (const id of found) if (!docsets.includes(id)) docsets.push(id);
  }
  // `deepseed: zero`: a word, a colon and a space read as a scope the user meant, so say it names
  // nothing rather than search for "deepseed". Without the space (`title:x`) it is just text.
  if (docsets.length === 0) {
    const spaced = /^\s/u.test(input.slice(match[0].length));
    // `deepspeed@0.9: x` names a version not mirrored of a docset that is; `me@example.org: hi`
    // names no docset at all, and stays text.
    const named = unknown.every(
      (w) =>
        /^[\p{L}\p{N}_-]+$/u.test(w) ||
        (/^[\p{L}\p{N}_-]+@[\p{L}\p{N}._+*-]+$/u.test(w) &&
          findDocsets(slugify(splitDocsetId(w).family), [...familiesOf(docsetIds).keys()]).length >
            0),
    );
    return spaced && named && docsetIds.length > 0
      ? { docsets, unknown, query: input.slice(match[0].length).trimStart() }
      : unscoped;
  }
  // Only the start is trimmed: a trailing space tells the search the last word is complete.
  return { docsets, unknown, query: input.slice(match[0].length).trimStart() };
}

/**
 * The docsets a scope word names: its family found as findDocsets finds an id, then the version
 * asked (`@0.14`, `@*`), or the family's newest when none is. Without versioned docsets in the
 * cache every family is one id, and this is findDocsets.
 */
export function findScope(typed: string, ids: readonly string[]): string[] {
  const { family, version } = splitDocsetId(typed.trim());
  const families = familiesOf(ids);
  return findDocsets(slugify(family), [...families.keys()]).flatMap((name) =>
    membersForVersion(name, families.get(name) ?? [], version),
  );
}

/**
 * The exact id, else the ids it starts, else the ids holding it as whole '-' segments. A word that
 * names several (`megatron` for megatron-lm and megatron-core) means all of them: dropping the
 * scope instead would search everything and treat the word as text to find.
 */
export function findDocsets(slug: string, ids: readonly string[]): string[] {
  if (!slug) return [];
  if (ids.includes(slug)) return [slug];
  const byPrefix = ids.filter((id) => id.startsWith(slug));
  if (byPrefix.length > 0) return byPrefix;
  return ids.filter((id) => `-${id}-`.includes(`-${slug}-`));
}
