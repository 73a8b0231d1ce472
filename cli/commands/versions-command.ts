import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { splitDocsetId } from '../../core/catalog/docset-version.ts';
import { openCatalog } from '../../core/engine/open-catalog.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { createFetcher } from '../../core/fetch/create-fetcher.ts';
import { USER_AGENT } from '../../core/fetch/user-agent.ts';
import { listSiteVersions } from '../../core/sources/versions/site-versions/list-site-versions.ts';
import type { SiteVersion } from '../../core/sources/versions/site-versions/site-version.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { readMirroredVersions } from '../../core/store/read-mirrored-versions.ts';
import type { MirroredVersion } from '../../core/store/read-mirrored-versions.ts';
import type { CliIo } from '../cli-io.ts';
import { CommandExit } from '../command-exit.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { repeatable } from '../repeatable-option.ts';
import { UsageError } from '../usage-error.ts';

interface VersionsOptions {
  catalog: string[];
  cache?: string;
  json?: boolean;
}

export function addVersionsCommand(program: Command, io: CliIo): void {
  program
    .command('versions')
    .description('the versions a docset’s site offers, newest first; the mirrored ones marked')
    .argument('<id>', 'the docset id (a version after @ is ignored: the site’s list is one)')
    .option('--catalog <file>', 'a catalog file (repeatable; default: seeds/*.md)', repeatable, [])
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--json',
      'print {docset, source, from, versions: [{version, url, aliases?, mirroredAs?}]}',
    )
    .action((id: string, options: VersionsOptions) => versions(id, options, io));
}

async function versions(id: string, options: VersionsOptions, io: CliIo): Promise<void> {
  const { family } = splitDocsetId(id);
  const catalog = openCatalog({
    catalogs: () => resolveCatalogs(options.catalog, io),
    userCatalog: userCatalogPath(io.env),
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
  });
  const cachePath = resolveCachePath(options.cache, io);
  const cache = existsSync(cachePath) ? openCache({ file: cachePath, readOnly: true }) : undefined;
  let mirrored: MirroredVersion[];
  try {
    mirrored = cache ? readMirroredVersions(cache.db, family) : [];
  } finally {
    cache?.close();
  }
  const { docsets } = await catalog();
  const entryUrl = docsets.find((d) => d.id === family)?.entryUrl ?? mirrored[0]?.entryUrl;
  if (entryUrl === undefined) {
    throw new UsageError(`no docset "${family}" in the catalogs or the cache`);
  }
  const fetcher = createFetcher({ userAgent: USER_AGENT, sleep: io.sleep });
  let list: Awaited<ReturnType<typeof listSiteVersions>>;
  try {
    list = await listSiteVersions(entryUrl, { fetcher });
  } finally {
    await fetcher.close();
  }
  if (list === undefined) {
    io.stderr.write(
      `folio: ${entryUrl} publishes no version list Folio reads (switcher.json, mike's versions.json, Read the Docs' addons, Docusaurus' dropdown, version links, sitemap folders)\n`,
    );
    throw new CommandExit(1);
  }
  const rows = list.versions.map((v) => ({ ...v, mirroredAs: mirroredAs(v, mirrored) }));
  if (options.json) {
    const out = { docset: family, source: list.source, from: list.from, versions: rows };
    io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return;
  }
  io.stdout.write(
    `${family}: ${rows.length} version${rows.length === 1 ? '' : 's'}, from ${list.source} (${list.from})\n`,
  );
  const width = Math.max(...rows.map((r) => label(r).length));
  const urlWidth = Math.max(...rows.map((r) => r.url.length));
  for (const row of rows) {
    const mark = row.mirroredAs.length ? `  mirrored as ${row.mirroredAs.join(', ')}` : '';
    io.stdout.write(
      `  ${label(row).padEnd(width)}  ${row.url.padEnd(urlWidth)}${mark}`.trimEnd() + '\n',
    );
  }
  const unlisted = mirrored.filter((m) => !rows.some((r) => r.mirroredAs.includes(m.id)));
  for (const m of unlisted) {
    io.stdout.write(`  (${m.id} is mirrored from ${m.entryUrl}, which the list does not name)\n`);
  }
}

function label(v: SiteVersion): string {
  return v.aliases?.length ? `${v.version} (${v.aliases.join(', ')})` : v.version;
}

/**
 * The mirrored docsets that are this version: by the version they were pinned at or their pages
 * carry (an alias counts), or by entering at its URL.
 */
function mirroredAs(version: SiteVersion, mirrored: readonly MirroredVersion[]): string[] {
  const names = new Set([version.version, ...(version.aliases ?? [])].map((n) => n.toLowerCase()));
  const folder = (url: string) => new URL('./', url).href;
  return mirrored
    .filter(
      (m) =>
        m.versions.some((v) => names.has(v.toLowerCase())) ||
        folder(m.entryUrl) === folder(version.url),
    )
    .map((m) => m.id);
}
