import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BundleError } from '../../core/bundle/bundle-error.ts';
import { importBundle } from '../../core/bundle/import-bundle.ts';
import { formatTable } from '../format-table.ts';
import { resolveCachePath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

/**
 * Test hook, named for what it is: after each docset is merged (inside the one import
 * transaction), say so on stderr and wait this long, so a test can kill the process mid-merge.
 */
const PAUSE_ENV = 'FOLIO_TEST_IMPORT_PAUSE_MS';

export function addImportCommand(program: Command): void {
  program
    .command('import')
    .description(
      'merge a bundle made by folio export into the cache (checked first; all or nothing)',
    )
    .argument('<file>', 'the bundle')
    .option('--cache <file>', 'cache file (default $FOLIO_CACHE or cache/folio.db)')
    .option('--json', 'print JSON: [{docset, kind, added, updated, unchanged, removed, assets}]')
    .action((file: string, options: { cache?: string; json?: boolean }) => {
      if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
      const pause = Number(process.env[PAUSE_ENV] ?? 0);
      let result;
      try {
        result = importBundle({
          bundleFile: resolve(file),
          cacheFile: resolveCachePath(options.cache),
          now: () => new Date(),
          afterDocset: pause > 0 ? (id) => pauseForTest(id, pause) : undefined,
        });
      } catch (error) {
        if (!(error instanceof BundleError)) throw error;
        throw new Error(`cannot import ${file}: ${error.message}. The cache was not changed.`, {
          cause: error,
        });
      }
      if (options.json) {
        process.stdout.write(`${JSON.stringify(result.docsets, null, 2)}\n`);
        return;
      }
      const { manifest } = result;
      process.stdout.write(
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

function pauseForTest(docsetId: string, ms: number): void {
  process.stderr.write(`folio: ${PAUSE_ENV}: merged ${docsetId}, pausing ${ms} ms\n`);
  // The merge is one synchronous transaction: only a blocking wait keeps it open.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
