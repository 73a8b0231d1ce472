import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { openCatalog } from '../../core/engine/open-catalog.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { RemoveRefusal, removeDocset } from '../../core/engine/remove-docset.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

export function addRemoveCommand(program: Command, io: CliIo): void {
  program
    .command('remove')
    .description('take a docset out of your catalog (folio add’s); --purge drops its pages too')
    .argument('<id>', 'the docset id, as folio status lists it')
    .option('--purge', 'also delete its pages, images and history from the cache')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .action((id: string, options: { purge?: boolean; cache?: string }) => remove(id, options, io));
}

async function remove(
  id: string,
  options: { purge?: boolean; cache?: string },
  io: CliIo,
): Promise<void> {
  const userCatalog = userCatalogPath(io.env);
  const catalog = openCatalog({
    catalogs: () => resolveCatalogs([], io),
    userCatalog,
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
  });
  const { docsets } = await catalog();
  const cachePath = resolveCachePath(options.cache, io);
  // Only a purge touches the cache; with none yet there is nothing in it to drop.
  const cache = options.purge && existsSync(cachePath) ? openCache({ file: cachePath }) : undefined;
  try {
    let result: ReturnType<typeof removeDocset>;
    try {
      result = removeDocset(
        { id, purge: options.purge === true },
        { userCatalog, known: docsets, cache },
      );
    } catch (error) {
      if (error instanceof RemoveRefusal) throw new UsageError(error.message);
      throw error;
    }
    if (result.removedFromCatalog) io.stdout.write(`Removed "${id}" from ${userCatalog}.\n`);
    const pages = result.purgedPages;
    if (pages !== undefined) {
      io.stdout.write(
        `Dropped "${id}" from ${cachePath} (${pages} page${pages === 1 ? '' : 's'}).\n`,
      );
    }
  } finally {
    cache?.close();
  }
}
