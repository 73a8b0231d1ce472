import { compareVersionsNewestFirst, versionParts } from '../catalog/docset-version.ts';

/** How a documented version was chosen for an installed one; said beside every match. */
export type VersionFit = 'exact' | 'same minor' | 'nearest older' | 'nearest newer';

/**
 * The documented version closest to an installed one: the same release, else the newest of the
 * same major.minor, else the newest older, else (nothing older is documented) the oldest newer.
 * `v0.14.0` and `0.14` are the same release as `0.14.0`. Labels without a number (`latest`) are
 * never picked: what they document changes under them.
 */
export function pickVersion(
  installed: string,
  documented: readonly string[],
): { version: string; fit: VersionFit } | undefined {
  const want = versionParts(installed);
  if (want === undefined) return undefined;
  const numbered = documented.flatMap((label) => {
    const parts = versionParts(label);
    return parts ? [{ label, parts }] : [];
  });
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const newest = (labels: string[]) => [...labels].sort(compareVersionsNewestFirst)[0];
  const exact = numbered.filter(
    (v) => cmp(v.parts.numbers, want.numbers) === 0 && v.parts.pre === want.pre,
  );
  if (exact.length) return { version: newest(exact.map((v) => v.label))!, fit: 'exact' };
  const minor = (n: number[]) => `${n[0] ?? 0}.${n[1] ?? 0}`;
  const same = numbered.filter((v) => minor(v.parts.numbers) === minor(want.numbers));
  if (same.length) {
    // Within the minor, the newest not after the installed one, else the oldest after it.
    const before = same.filter((v) => cmp(v.parts.numbers, want.numbers) <= 0);
    const pool = before.length ? before : same;
    const labels = pool.map((v) => v.label).sort(compareVersionsNewestFirst);
    return { version: (before.length ? labels[0] : labels.at(-1))!, fit: 'same minor' };
  }
  const older = numbered.filter((v) => cmp(v.parts.numbers, want.numbers) < 0);
  if (older.length) return { version: newest(older.map((v) => v.label))!, fit: 'nearest older' };
  const newer = numbered.map((v) => v.label).sort(compareVersionsNewestFirst);
  const oldest = newer.at(-1);
  return oldest === undefined ? undefined : { version: oldest, fit: 'nearest newer' };
}
