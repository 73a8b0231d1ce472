import { compareVersionsNewestFirst, splitDocsetId } from '../catalog/docset-version.ts';

/** The docsets of the cache by family: `deepspeed` → [`deepspeed`, `deepspeed@0.14`]. */
export function familiesOf(ids: readonly string[]): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const id of ids) {
    const { family } = splitDocsetId(id);
    const members = families.get(family);
    if (members) members.push(id);
    else families.set(family, [id]);
  }
  return families;
}

/**
 * The member a family's name means on its own: the docset as the catalog enters it (its
 * `latest` or `stable`) when it is mirrored, else the newest version mirrored. Searching every
 * version at once would return each section once per version.
 */
export function newestMember(members: readonly string[]): string | undefined {
  const base = members.find((id) => splitDocsetId(id).version === undefined);
  if (base !== undefined) return base;
  return [...members].sort((a, b) =>
    compareVersionsNewestFirst(splitDocsetId(a).version!, splitDocsetId(b).version!),
  )[0];
}

/**
 * The members a version names: `*` every one; else the exact version, else the newest of the
 * releases it is a prefix of (`0.14` → `0.14.2`). None when no mirrored version fits.
 */
export function membersForVersion(
  family: string,
  members: readonly string[],
  version: string | undefined,
): string[] {
  if (version === undefined) return [newestMember(members)].flatMap((id) => id ?? []);
  if (version === '*') return [...members];
  const exact = `${family}@${version}`;
  if (members.includes(exact)) return [exact];
  const within = members.filter((id) => {
    const v = splitDocsetId(id).version;
    return v !== undefined && v.toLowerCase().startsWith(`${version.toLowerCase()}.`);
  });
  const newest = within.length ? newestMember(within) : undefined;
  return newest === undefined ? [] : [newest];
}

/**
 * What unscoped search covers: the newest member of each family. Undefined (everything, no
 * filter) when no docset has a second version mirrored, so such caches search as they always did.
 */
export function defaultScope(ids: readonly string[]): string[] | undefined {
  const families = familiesOf(ids);
  if (families.size === ids.length) return undefined;
  return [...families.values()].flatMap((members) => newestMember(members) ?? []);
}

/**
 * A `--docset` value: an id the cache holds, else a family with an optional version
 * (`deepspeed`, `deepspeed@0.14`, `deepspeed@*`), resolved as a scope word would be.
 */
export function resolveDocsetOption(value: string, ids: readonly string[]): string[] {
  if (ids.includes(value)) return [value];
  const { family, version } = splitDocsetId(value);
  const members = familiesOf(ids).get(family);
  return members ? membersForVersion(family, members, version) : [];
}

/**
 * A `--docset` value of a command that carries docs (export): a family's name on its own is
 * every version of it mirrored, since the machine it goes to runs whichever it pins; a version
 * (`deepspeed@0.14`, `@*`) resolves as it does for search.
 */
export function resolveCarriedDocsets(value: string, ids: readonly string[]): string[] {
  const { family, version } = splitDocsetId(value);
  if (version === undefined) return familiesOf(ids).get(family) ?? [];
  return resolveDocsetOption(value, ids);
}
