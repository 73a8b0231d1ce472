import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { BundleError } from '../../core/bundle/bundle-error.ts';
import { importBundle } from '../../core/bundle/import-bundle.ts';
import type { CliIo } from '../cli-io.ts';
import { formatTable } from '../format-table.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveUserPath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

/**
 * Test hook, named for what it is: after each docset is merged (inside the one import
 * transaction), say so on stderr and wait this long, so a test can kill the process mid-merge.
 */
const PAUSE_ENV = 'FOLIO_TEST_IMPORT_PAUSE_MS';

export function addImportCommand(program: Command, io: CliIo): void {
  program
    .command('import')
    .description(
      'merge a bundle made by folio export into the cache (checked first; all or nothing)',
    )
    .argument('<file>', 'the bundle')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option('--json', 'print JSON: [{docset, kind, added, updated, unchanged, removed, assets}]')
    .action((file: string, options: { cache?: string; json?: boolean }) => {
      const bundleFile = resolveUserPath(file, io);
      if (!existsSync(bundleFile)) throw new UsageError(`no such file: ${file}`);
      const pause = Number(io.env[PAUSE_ENV] ?? 0);
      let result;
      try {
        result = importBundle({
          bundleFile,
          cacheFile: resolveCachePath(options.cache, io),
          now: () => new Date(),
          afterDocset: pause > 0 ? (id) => pauseForTest(io, id, pause) : undefined,
        });
      } catch (error) {
        if (!(error instanceof BundleError)) throw error;
        throw new Error(`cannot import ${file}: ${error.message}. The cache was not changed.`, {
          cause: error,
        });
      }
      if (options.json) {
        io.stdout.write(`${JSON.stringify(result.docsets, null, 2)}\n`);
        return;
      }
      const { manifest } = result;
      io.stdout.write(
        `imported ${file} (${manifest.base ? 'incremental' : 'full'}, made ${manifest.createdAt})\n` +
          formatTable(
            ['docset', 'added', 'updated', 'unchanged', 'removed'],
            result.docsets.map((d) => [
              d.docset,
              String(d.added),
              String(d.updated),
              String(d.unchanged),
              String(d.removed),
            ]),
          ),
      );
    });
}

function pauseForTest(io: CliIo, docsetId: string, ms: number): void {
  io.stderr.write(`folio: ${PAUSE_ENV}: merged ${docsetId}, pausing ${ms} ms\n`);
  // The merge is one synchronous transaction: only a blocking wait keeps it open.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
