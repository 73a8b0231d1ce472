import type { ReleaseTarget } from './targets.ts';

/**
 * Which of better-sqlite3's files a target's release keeps: its JavaScript, its licence and the
 * one prebuilt binary for that platform. The sources, SQLite's amalgamation and the other
 * platforms' binaries (17 MB) are for building or for other machines.
 */
export function keepSqliteFile(path: string, target: ReleaseTarget): boolean {
  if (path === 'package.json' || /^LICEN[CS]E/i.test(path)) return true;
  if (path.startsWith('lib/')) return true;
  // glibc only: the bundled Node is a glibc build, so a musl binary could never load beside it.
  return path === `prebuilds/${target.platform}-${target.arch}.node`;
}

/** A package-lock.json v3 "packages" entry, as much as the licence collection reads. */
export interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  license?: string;
  version?: string;
}

/**
 * The packages whose code ends up in a release (bundled into dist/ or shipped in node_modules):
 * every package the lock file does not mark as dev-only, by name.
 */
export function productionPackages(packages: Record<string, LockEntry>): string[] {
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '' || entry.dev || entry.devOptional) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    names.add(`${name}@${entry.version ?? '?'}`);
  }
  return [...names].sort();
}

/** A package folder in node_modules that the release must not carry: any devDependency. */
export function devPackagesIn(
  shipped: readonly string[],
  devDependencies: Record<string, string>,
): string[] {
  return shipped.filter((name) => Object.hasOwn(devDependencies, name));
}
