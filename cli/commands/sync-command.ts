import type { Command } from 'commander';
import { loadCatalogs } from '../../core/catalog/load-catalogs.ts';
import { syncDocsets } from '../../core/mirror/sync-docsets.ts';
import type { DocsetOverrides } from '../../core/sources/overrides/docset-overrides.ts';
import { overridesPathFor } from '../../core/sources/overrides/docset-overrides.ts';
import { loadOverrides } from '../../core/sources/overrides/load-overrides.ts';
import { acquireSyncLock } from '../../core/store/acquire-sync-lock.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { createSyncReporter } from '../sync-reporter.ts';
import { resolveCachePath, resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

interface SyncCommandOptions {
  catalog: string[];
  cache?: string;
  docset: string[];
  maxPages?: string;
  json?: boolean;
}

export function addSyncCommand(program: Command): void {
  program
    .command('sync')
    .description('mirror the catalog’s docsets into the cache (re-syncs ask only for changes)')
    .option(
      '--catalog <file>',
      'catalog markdown file (repeatable; default seeds/*.md)',
      collect,
      [],
    )
    .option('--cache <file>', 'cache file (default $FOLIO_CACHE or cache/folio.db)')
    .option('--docset <id>', 'only this docset (repeatable)', collect, [])
    .option('--max-pages <n>', 'page cap per docset (default 5000)')
    .option('--json', 'print progress as NDJSON events, then a summary line')
    .action(async (options: SyncCommandOptions) => {
      const maxPages = options.maxPages === undefined ? undefined : Number(options.maxPages);
      if (maxPages !== undefined && (!Number.isInteger(maxPages) || maxPages < 1)) {
        throw new UsageError(
          `--max-pages must be a positive whole number, not ${options.maxPages}`,
        );
      }
      const catalogs = await loadCatalogs(resolveCatalogs(options.catalog));
      for (const problem of catalogs.problems) {
        process.stderr.write(
          `folio: ${problem.file}:${problem.line}: ${problem.message} (row skipped)\n`,
        );
      }
      // `<catalog>.overrides.json` beside each catalog: the user's per-docset scope and caps.
      const overrides = new Map<string, DocsetOverrides>();
      for (const catalog of new Set(catalogs.docsets.map((d) => d.catalog))) {
        const ids = new Set(catalogs.docsets.filter((d) => d.catalog === catalog).map((d) => d.id));
        const parsed = await loadOverrides(overridesPathFor(catalog), ids);
        for (const problem of parsed.problems) {
          process.stderr.write(`folio: ${problem.file}:${problem.line}: ${problem.message}\n`);
        }
        for (const [id, value] of parsed.overrides) overrides.set(id, value);
      }
      const unknown = options.docset.filter((id) => !catalogs.docsets.some((d) => d.id === id));
      if (unknown.length > 0) {
        throw new UsageError(
          `unknown docset: ${unknown.join(', ')} (known: ${catalogs.docsets.map((d) => d.id).join(', ')})`,
        );
      }
      const docsets = options.docset.length
        ? catalogs.docsets.filter((d) => options.docset.includes(d.id))
        : catalogs.docsets;
      if (docsets.length === 0) throw new UsageError('the catalogs list no docsets');

      const file = resolveCachePath(options.cache);
      const cache = openCache({ file });
      let release: (() => void) | undefined;
      const controller = new AbortController();
      const onSignal = (signal: NodeJS.Signals): void => {
        if (controller.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
        process.stderr.write(
          '\nfolio: stopping; pages already cached are kept (again to quit now)\n',
        );
        controller.abort();
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      const reporter = createSyncReporter({ json: options.json === true, docsets });
      try {
        release = acquireSyncLock(file);
        const results = await syncDocsets({
          cache,
          docsets,
          onEvent: (event) => reporter.onEvent(event),
          signal: controller.signal,
          mirror: maxPages === undefined ? undefined : { maxPages },
          overrides,
        });
        reporter.finish(results);
        if (controller.signal.aborted) process.exitCode = 130;
        else if (results.some((r) => r.outcome !== 'ok')) process.exitCode = 1;
      } finally {
        reporter.stop();
        release?.();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        cache.close();
      }
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
