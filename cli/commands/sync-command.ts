import type { Command } from 'commander';
import { ApiError } from '../../core/api/folio-api.ts';
import { openEngine } from '../../core/engine/open-engine.ts';
import { isOffline } from '../../core/mirror/sync-event.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import { formatBytes } from '../../core/fetch/format-units.ts';
import { pullSubscriptions } from '../../core/feed/pull-subscriptions.ts';
import { FeedError } from '../../core/feed/feed-error.ts';
import { routeSync } from '../../core/feed/route-sync.ts';
import { withoutPassword } from '../../core/feed/read-feed-status.ts';
import type { CliIo } from '../cli-io.ts';
import { networkOf } from '../cli-io.ts';
import { CommandExit } from '../command-exit.ts';
import { createSyncReporter } from '../sync-reporter.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';
import { repeatable } from '../repeatable-option.ts';

export interface SyncCommandOptions {
  catalog: string[];
  cache?: string;
  docset: string[];
  maxPages?: string;
  json?: boolean;
}

export function addSyncCommand(program: Command, io: CliIo): void {
  program
    .command('sync')
    .description('mirror the catalog’s docsets into the cache (re-syncs ask only for changes)')
    .option(
      '--catalog <file>',
      'catalog markdown file (repeatable; default seeds/*.md)',
      repeatable,
      [],
    )
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option('--docset <id>', 'only this docset (repeatable)', repeatable, [])
    .option('--max-pages <n>', 'page cap per docset (default 5000)')
    .option('--json', 'print progress as NDJSON events, then a summary line')
    .action((options: SyncCommandOptions) => runSync(options, io));
}

/** `folio sync` itself, for the commands that end in one (`folio match --sync`). */
export async function runSync(options: SyncCommandOptions, io: CliIo): Promise<void> {
  const maxPages = options.maxPages === undefined ? undefined : Number(options.maxPages);
  if (maxPages !== undefined && (!Number.isInteger(maxPages) || maxPages < 1)) {
    throw new UsageError(`--max-pages must be a positive whole number, not ${options.maxPages}`);
  }
  const settingsDir = resolveSettingsDir(io.env);
  let route: 'feeds' | 'web';
  try {
    route = routeSync(settingsDir, options.docset);
  } catch (error) {
    if (error instanceof FeedError) throw new UsageError(error.message);
    throw error;
  }
  if (route === 'feeds') return pullFeeds(settingsDir, options, io);
  const catalogFiles = resolveCatalogs(options.catalog, io);
  const engine = openEngine({
    cacheFile: resolveCachePath(options.cache, io),
    catalogs: () => catalogFiles,
    userCatalog: userCatalogPath(io.env),
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
    network: networkOf(io),
  });
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
    io.stderr.write('\nfolio: stopping; pages already cached are kept (again to quit now)\n');
    controller.abort();
  };
  let reporter: ReturnType<typeof createSyncReporter> | undefined;
  try {
    const { docsets: known } = await engine.catalog();
    const unknown = options.docset.filter((id) => !known.some((d) => d.id === id));
    if (unknown.length > 0) {
      throw new UsageError(
        `unknown docset: ${unknown.join(', ')} (known: ${known.map((d) => d.id).join(', ')})`,
      );
    }
    const docsets = options.docset.length
      ? known.filter((d) => options.docset.includes(d.id))
      : known;
    if (docsets.length === 0) throw new UsageError('the catalogs list no docsets');
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    const output = createSyncReporter({
      json: options.json === true,
      docsets,
      stdout: io.stdout,
      stderr: io.stderr,
    });
    reporter = output;
    const results = await engine.sync
      .run({
        docsets: docsets.map((d) => d.id),
        maxPages,
        onEvent: (event) => output.onEvent(event),
        signal: controller.signal,
      })
      .catch((error: unknown) => {
        // Another process holds the lock: the controller's 'busy' says which.
        if (error instanceof ApiError) throw new Error(error.message, { cause: error });
        throw error;
      });
    output.finish(results);
    if (isOffline(results)) io.stderr.write(offlineAdvice(results.length));
    if (controller.signal.aborted) throw new CommandExit(130);
    if (results.some((r) => r.outcome !== 'ok')) throw new CommandExit(1);
  } finally {
    reporter?.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await engine.close();
  }
}

async function pullFeeds(
  settingsDir: string,
  options: SyncCommandOptions,
  io: CliIo,
): Promise<void> {
  // The import command's test hook, the same name: a kill test's pause inside an apply.
  const pause = Number(io.env.FOLIO_TEST_IMPORT_PAUSE_MS ?? 0);
  const results = await pullSubscriptions({
    settingsDir,
    cacheFile: resolveCachePath(options.cache, io),
    now: () => new Date(),
    afterDocset:
      pause > 0
        ? (id) => {
            io.stderr.write(
              `folio: FOLIO_TEST_IMPORT_PAUSE_MS: merged ${id}, pausing ${pause} ms\n`,
            );
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pause);
          }
        : undefined,
    onResult: (r) => {
      if (options.json) {
        const line = {
          type: 'feed',
          ...r,
          location: withoutPassword(r.location),
          state: undefined,
        };
        io.stdout.write(`${JSON.stringify(line)}\n`);
      } else if (r.error) {
        io.stderr.write(`folio: feed ${withoutPassword(r.location)}: ${r.error}\n`);
      } else {
        const what =
          r.plan === 'current' || r.plan === 'not-modified'
            ? 'up to date'
            : `applied ${r.applied.length} ${r.plan === 'snapshot' ? 'snapshot' : 'delta(s)'}, ${formatBytes(r.downloaded)} downloaded`;
        io.stdout.write(`feed ${withoutPassword(r.location)}: serial ${r.serial}, ${what}\n`);
      }
    },
  });
  // cron mails what a job prints on failure; the exit status is what a timer unit records.
  if (results.some((r) => r.error)) throw new CommandExit(1);
}

/** One line for a machine without a network, instead of a puzzle of DNS errors, and what to do. */
export function offlineAdvice(docsets: number): string {
  const none =
    docsets === 1
      ? 'the docset could not be reached'
      : `none of the ${docsets} docsets could be reached`;
  return (
    `folio: no network: ${none}.\n` +
    '  On a machine without a network, bring the docs in a bundle: `folio export --out FILE` on a\n' +
    '  connected machine, then `folio import FILE` here. To try Folio offline, `npm run replicas`\n' +
    '  serves local copies of the catalog’s sites.\n'
  );
}
