import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Docset } from '../../core/catalog/docset.ts';
import { addPinnedRows } from '../../core/engine/add-pinned-rows.ts';
import { openCatalog } from '../../core/engine/open-catalog.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import type { EnvironmentMatch } from '../../core/environment/match-environment.ts';
import { matchEnvironment } from '../../core/environment/match-environment.ts';
import type { InstalledDistribution } from '../../core/environment/read-installed.ts';
import { readInterpreter, readSitePackages } from '../../core/environment/read-installed.ts';
import { createFetcher } from '../../core/fetch/create-fetcher.ts';
import { USER_AGENT } from '../../core/fetch/user-agent.ts';
import { listSiteVersions } from '../../core/sources/versions/site-versions/list-site-versions.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { readMirroredVersions } from '../../core/store/read-mirrored-versions.ts';
import type { CliIo } from '../cli-io.ts';
import { formatTable } from '../format-table.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { repeatable } from '../repeatable-option.ts';
import { UsageError } from '../usage-error.ts';
import { runSync } from './sync-command.ts';

interface MatchOptions {
  python?: string;
  sitePackages?: string;
  catalog: string[];
  cache?: string;
  sync?: boolean;
  json?: boolean;
}

export function addMatchCommand(program: Command, io: CliIo): void {
  program
    .command('match')
    .description('the docs for the versions an environment runs: its packages mapped to docsets')
    .option(
      '--python <path>',
      'the environment’s interpreter (default: $VIRTUAL_ENV/bin/python, else python3)',
    )
    .option('--site-packages <dir>', 'read this folder’s *.dist-info instead of running Python')
    .option('--catalog <file>', 'a catalog file (repeatable; default: seeds/*.md)', repeatable, [])
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option('--sync', 'mirror the matched versions (added to your catalog as id@version)')
    .option('--json', 'print the matches as JSON')
    .action((options: MatchOptions) => match(options, io));
}

async function match(options: MatchOptions, io: CliIo): Promise<void> {
  if (options.python !== undefined && options.sitePackages !== undefined) {
    throw new UsageError('give --python or --site-packages, not both');
  }
  const installed = await readEnvironment(options, io);
  const userCatalog = userCatalogPath(io.env);
  const catalog = openCatalog({
    catalogs: () => resolveCatalogs(options.catalog, io),
    userCatalog,
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
  });
  const { docsets } = await catalog();
  const cachePath = resolveCachePath(options.cache, io);
  const fetcher = createFetcher({ userAgent: USER_AGENT, sleep: io.sleep });
  let matches: EnvironmentMatch[];
  try {
    matches = await matchEnvironment(installed, docsets, {
      siteVersions: async (docset) => {
        const list = await listSiteVersions(docset.entryUrl, { fetcher }).catch(() => undefined);
        if (list) return { from: `${list.source} (${list.from})`, versions: list.versions };
        return mirroredList(cachePath, docset);
      },
    });
  } finally {
    await fetcher.close();
  }
  if (options.json) {
    const out = matches.map((m) => ({
      package: m.package,
      installed: m.installed,
      docset: m.target,
      ...(m.pick ? { documented: m.pick.version, fit: m.pick.fit, url: m.pick.url } : {}),
      versionsFrom: m.versionsFrom,
    }));
    io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    io.stdout.write(report(matches, installed.length));
  }
  if (!options.sync || matches.length === 0) return;
  const known = new Set(docsets.map((d) => d.id));
  const rows = matches.flatMap((m) =>
    m.pick && !known.has(m.target)
      ? [
          {
            of: m.docset,
            version: m.pick.version,
            entryUrl: m.pick.url,
            reason: `for ${m.package} ${m.installed}, ${m.pick.fit}`,
          },
        ]
      : [],
  );
  addPinnedRows(userCatalog, rows);
  if (rows.length && !options.json) {
    io.stdout.write(
      `Added ${rows.map((r) => `${r.of.id}@${r.version}`).join(', ')} to ${userCatalog}.\n`,
    );
  }
  await runSync(
    {
      catalog: options.catalog,
      cache: options.cache,
      docset: [...new Set(matches.map((m) => m.target))],
      json: options.json,
    },
    io,
  );
}

async function readEnvironment(options: MatchOptions, io: CliIo): Promise<InstalledDistribution[]> {
  if (options.sitePackages !== undefined) return readSitePackages(options.sitePackages);
  const venv = io.env.VIRTUAL_ENV;
  const python =
    options.python ??
    (venv && existsSync(join(venv, 'bin', 'python')) ? join(venv, 'bin', 'python') : 'python3');
  try {
    return await readInterpreter(python);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Offline, the versions already in the cache are the ones there are to pick from. */
function mirroredList(
  cachePath: string,
  docset: Docset,
): { from: string; versions: Array<{ version: string; url: string }> } | undefined {
  if (!existsSync(cachePath)) return undefined;
  const cache = openCache({ file: cachePath, readOnly: true });
  try {
    const mirrored = readMirroredVersions(cache.db, docset.id);
    const versions = mirrored.flatMap((m) =>
      m.versions.map((version) => ({ version, url: m.entryUrl })),
    );
    return versions.length ? { from: 'the versions in the cache', versions } : undefined;
  } finally {
    cache.close();
  }
}

function report(matches: readonly EnvironmentMatch[], installed: number): string {
  const head = `${matches.length} of ${installed} installed distributions have docs in the catalogs\n`;
  if (matches.length === 0) return head;
  const rows = matches.map((m) => [
    m.package,
    m.installed,
    m.target,
    m.pick ? m.pick.version : '-',
    m.pick ? m.pick.fit : m.versionsFrom,
  ]);
  return head + formatTable(['package', 'installed', 'docset', 'documented', 'fit'], rows);
}
