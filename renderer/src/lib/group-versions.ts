/** A docset of the sidebar, and whether it is one version of the docset listed above it. */
export interface ListedDocset<T> {
  docset: T;
  /** Set on `deepspeed@0.14` listed under `deepspeed`: the version it holds. */
  versionOf?: string;
}

/**
 * Puts each docset's versions (`deepspeed@0.14`, `deepspeed@0.15`) right under it, newest first,
 * so a docset mirrored at several versions reads as one name with its versions. A version whose
 * docset is not in the list stays where it was, named in full.
 */
export function groupVersions<T extends { id: string }>(docsets: readonly T[]): ListedDocset<T>[] {
  const ids = new Set(docsets.map((d) => d.id));
  const familyOf = (id: string) => (id.includes('@') ? id.slice(0, id.indexOf('@')) : undefined);
  const versions = new Map<string, T[]>();
  for (const docset of docsets) {
    const family = familyOf(docset.id);
    if (family === undefined || !ids.has(family)) continue;
    versions.set(family, [...(versions.get(family) ?? []), docset]);
  }
  const out: ListedDocset<T>[] = [];
  for (const docset of docsets) {
    const family = familyOf(docset.id);
    if (family !== undefined && ids.has(family)) continue;
    out.push({ docset });
    const members = [...(versions.get(docset.id) ?? [])].sort((a, b) =>
      b.id.localeCompare(a.id, 'en', { numeric: true }),
    );
    for (const member of members) {
      out.push({ docset: member, versionOf: member.id.slice(docset.id.length + 1) });
    }
  }
  return out;
}
