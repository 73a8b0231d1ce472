import { splitDocsetId } from '../../core/catalog/docset-version.ts';
import { pickVersion } from '../../core/environment/pick-version.ts';
import type { VersionFit } from '../../core/environment/pick-version.ts';
import { familiesOf, membersForVersion, newestMember } from '../../core/search/version-scope.ts';
import { detectVersion, versionLabel } from '../../core/sources/versions/detect-version.ts';

/** A cached docset and the version it holds: the one its id pins, else its entry's. */
export interface CachedVersion {
  id: string;
  entryUrl: string;
}

/** The version a docset holds, as an agent is told it. */
export function versionOf(d: CachedVersion): string | undefined {
  return splitDocsetId(d.id).version ?? versionLabel(detectVersion(d.entryUrl));
}

/** Asked for one version, answered from another: said beside the hits, never silently. */
export interface VersionNote {
  docset: string;
  asked: string;
  answered_from: string;
  answered_version?: string;
  fit: VersionFit | 'only version cached';
}

/**
 * The docsets a `version` argument means within the families in scope (all when none is): that
 * version's docset when it is cached (`0.14` finds `deepspeed@0.14.2`), else the closest cached
 * one by pickVersion's rules, with a note saying so. Without a scope, only families that hold
 * the version are searched; none holding it is an error naming what is cached.
 */
export function scopeToVersion(
  version: string,
  scope: readonly string[],
  cached: readonly CachedVersion[],
): { docsets: string[]; notes: VersionNote[] } | { error: string } {
  const families = familiesOf(cached.map((d) => d.id));
  const wanted = scope.length
    ? [...new Set(scope.map((id) => splitDocsetId(id).family))]
    : [...families.keys()];
  const docsets: string[] = [];
  const notes: VersionNote[] = [];
  for (const family of wanted) {
    const members = families.get(family) ?? [];
    const found = membersForVersion(family, members, version);
    const own = members.filter((id) => {
      const v = versionOf(cached.find((d) => d.id === id)!);
      return v !== undefined && v.toLowerCase() === version.toLowerCase();
    });
    if (found.length || own.length) {
      docsets.push(...(found.length ? found : own));
      continue;
    }
    if (scope.length === 0) continue;
    const labelled = members.flatMap((id) => {
      const v = versionOf(cached.find((d) => d.id === id)!);
      return v === undefined ? [] : [{ id, v }];
    });
    const picked = pickVersion(
      version,
      labelled.map((m) => m.v),
    );
    const id = picked ? labelled.find((m) => m.v === picked.version)!.id : newestMember(members);
    if (id === undefined) continue;
    docsets.push(id);
    const answered = versionOf(cached.find((d) => d.id === id)!);
    notes.push({
      docset: family,
      asked: version,
      answered_from: id,
      ...(answered === undefined ? {} : { answered_version: answered }),
      fit: picked?.fit ?? 'only version cached',
    });
  }
  if (docsets.length === 0) {
    const present = cached.map((d) => `${d.id}${versionOf(d) ? ` (${versionOf(d)})` : ''}`);
    return { error: `No cached docset has version ${version}. Cached: ${present.join(', ')}.` };
  }
  return { docsets: [...new Set(docsets)], notes };
}

/** One line per note, for the text an agent reads. */
export function describeNotes(notes: readonly VersionNote[]): string {
  return notes
    .map(
      (n) =>
        `Note: ${n.docset} ${n.asked} is not cached; these hits are from ${n.answered_from}` +
        `${n.answered_version ? ` (version ${n.answered_version})` : ''}, ${n.fit}.`,
    )
    .join('\n');
}
