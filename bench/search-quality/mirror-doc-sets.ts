import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { serveSite } from '../../test-support/serve-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { measureSync } from '../measure-sync.ts';
import type { DocSet } from './doc-sets.ts';

/**
 * Mirrors the doc sets into `cache` with `folio sync`, unless a previous run left it there: the
 * mirror takes minutes and the bench is about search, so it is made once and kept under
 * bench/out/. Each site gets its own static server at its root, so a hit's URL path is the
 * page's path inside the site, the same name Sphinx's own search gives it. The cache is written
 * to a temporary name and renamed when the sync succeeded, so a crashed run is not reused.
 */
export async function mirrorDocSets(options: {
  repo: string;
  cache: string;
  sets: readonly DocSet[];
  log: (text: string) => void;
}): Promise<void> {
  if (existsSync(options.cache)) return;
  await mkdir(dirname(options.cache), { recursive: true });
  const partial = `${options.cache}.partial`;
  await rm(partial, { force: true });
  const servers: SiteServer[] = [];
  try {
    for (const set of options.sets) servers.push(await serveSite({ root: set.root }));
    const catalog = `${options.cache}.catalog.md`;
    await writeFile(catalog, catalogFor(options.sets, servers));
    options.log(
      `mirroring ${options.sets.map((s) => s.id).join(', ')} (once; kept in ${options.cache})`,
    );
    const sync = await measureSync({
      repo: options.repo,
      catalog,
      cache: partial,
      maxPages: 20000,
    });
    if (sync.exitCode !== 0) throw new Error(`folio sync failed: ${sync.stderrTail}`);
    options.log(`mirrored in ${(sync.ms / 1000).toFixed(0)} s`);
    // A clean close checkpoints the WAL away; if one is left, it moves with the file.
    await rm(`${partial}-shm`, { force: true });
    if (existsSync(`${partial}-wal`)) await rename(`${partial}-wal`, `${options.cache}-wal`);
    await rename(partial, options.cache);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

function catalogFor(sets: readonly DocSet[], servers: readonly SiteServer[]): string {
  const rows = sets.map(
    (s, i) => `| ${s.name} | ${s.packageName} | <${servers[i]!.url}/index.html> |`,
  );
  return `---\ntitle: Search quality bench\n---\n\n## Docs\n\n| Tool | One line | Docs |\n|---|---|---|\n${rows.join('\n')}\n`;
}

/**
 * Bumped when what a sync stores changes (a new kind of symbol, say), so the next run mirrors
 * again instead of judging a mirror the current build would not have made.
 */
const MIRROR_VERSION = 3;

/** Where the bench keeps its mirror between runs. */
export function mirrorPath(repo: string): string {
  return join(repo, 'bench', 'out', 'search-quality', `folio-v${MIRROR_VERSION}.db`);
}
