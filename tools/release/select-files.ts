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

/**
 * Which of playwright-core's files a release keeps: what launching a browser and driving a page
 * loads (its entry points, lib/ and the browser table it reads at start). Its trace viewer,
 * recorder, dashboard and HTML-report apps (lib/vite), its own command line and agent skills
 * (lib/tools, cli.js, bin/) and its type declarations serve a developer, not a render: 6.5 of its
 * 14 MB, about half of what it adds to an archive.
 */
export function keepPlaywrightFile(path: string): boolean {
  if (/^(lib\/vite|lib\/tools|types|bin)\//.test(path)) return false;
  return !['cli.js', 'README.md'].includes(path) && !path.endsWith('.d.ts');
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
