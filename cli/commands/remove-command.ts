import type { Command } from 'commander';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { removeCatalogRow } from '../../core/catalog/edit-catalog.ts';
import { openCatalog } from '../../core/engine/open-catalog.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { purgeDocset } from '../../core/store/purge-docset.ts';
import type { CliIo } from '../cli-io.ts';
import { resolveCachePath, resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

export function addRemoveCommand(program: Command, io: CliIo): void {
  program
    .command('remove')
    .description('take a docset out of your catalog (folio add’s); --purge drops its pages too')
    .argument('<id>', 'the docset id, as folio status lists it')
    .option('--purge', 'also delete its pages, images and history from the cache')
    .option(
      '--cache <file>',
      'cache file (default $FOLIO_CACHE, else cache/folio.db in a checkout or the platform’s data folder in a release)',
    )
    .action((id: string, options: { purge?: boolean; cache?: string }) => remove(id, options, io));
}

async function remove(
  id: string,
  options: { purge?: boolean; cache?: string },
  io: CliIo,
): Promise<void> {
  const file = userCatalogPath(io.env);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const without = removeCatalogRow(text, id, file);
  if (without === undefined) {
    const catalog = openCatalog({
      catalogs: () => resolveCatalogs([], io),
      userCatalog: file,
      warn: (message) => io.stderr.write(`folio: ${message}\n`),
    });
    const { docsets } = await catalog();
    const elsewhere = docsets.find((d) => d.id === id);
    if (!elsewhere || !options.purge) {
      throw new UsageError(
        elsewhere
          ? `"${id}" comes from ${elsewhere.catalog}, not your catalog (${file}): edit that file, or pass --purge to drop its pages from the cache`
          : `no docset "${id}" in your catalog (${file})`,
      );
    }
  } else {
    writeFileSync(file, without);
    io.stdout.write(`Removed "${id}" from ${file}.\n`);
  }
  if (!options.purge) return;
  const cachePath = resolveCachePath(options.cache, io);
  if (!existsSync(cachePath)) return;
  const cache = openCache({ file: cachePath });
  try {
    const pages = purgeDocset(cache.db, id);
    io.stdout.write(
      `Dropped "${id}" from ${cachePath} (${pages} page${pages === 1 ? '' : 's'}).\n`,
    );
  } finally {
    cache.close();
  }
}
