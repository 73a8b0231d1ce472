import { hostname, networkInterfaces } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import { openEngine } from '../../core/engine/open-engine.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { parseDuration } from '../../core/schedule/parse-duration.ts';
import { createOnlineProbe } from '../../core/schedule/probe-online.ts';
import { scheduleSync } from '../../core/schedule/schedule-sync.ts';
import { readDocsets } from '../../core/store/read-docsets.ts';
import { CACHE_OPTION_HELP, appRoot, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { isLoopbackHost } from '../serve/is-loopback-host.ts';
import { startServer } from '../serve/start-server.ts';
import { readTokenFile } from '../serve/token-file.ts';
import type { ServeTokens } from '../serve/token-guard.ts';
import { createToken } from '../serve/token-guard.ts';
import { UsageError } from '../usage-error.ts';
import { repeatable } from '../repeatable-option.ts';

interface ServeCommandOptions {
  cache?: string;
  catalog: string[];
  host: string;
  port: string;
  readOnly?: boolean;
  syncEvery?: string;
  tokenFile?: string;
  allowHost: string[];
  create?: boolean;
}

export function addServeCommand(program: Command): void {
  program
    .command('serve')
    .description('serve the reader and its API to a browser (locally, or through an SSH tunnel)')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--catalog <file>',
      'catalog markdown file (repeatable; default seeds/*.md)',
      repeatable,
      [],
    )
    .option(
      '--host <address>',
      'address to listen on; beyond loopback a token is required',
      '127.0.0.1',
    )
    .option('--port <n>', 'port to listen on (0 = any free port)', '4780')
    .option('--create', 'start an empty cache at --cache FILE when there is none yet')
    .option('--read-only', 'open the cache read-only (a read-only mount); syncing is off')
    .option(
      '--token-file <file>',
      "keep the team link's token in FILE (made if missing), so shared links survive a restart; a token on loopback too",
    )
    .option(
      '--allow-host <name>',
      'another name this machine is reached by (vm.local, an FQDN) to answer to (repeatable)',
      repeatable,
      [],
    )
    .option(
      '--sync-every <duration>',
      'sync by itself when the last sync is older than this (30m, 24h, 7d), only while online',
    )
    .action(serve);
}

async function serve(options: ServeCommandOptions): Promise<void> {
  const port = Number(options.port);
  if (!/^\d+$/.test(options.port) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not ${options.port}`);
  }
  const intervalMs = parseSyncEvery(options);
  // A read-only cache cannot be synced, so there only catalogs named with --catalog are read;
  // otherwise the defaults too, as `folio sync` does.
  const catalogFiles =
    options.readOnly && options.catalog.length === 0 ? [] : resolveCatalogs(options.catalog);
  const file = resolveCachePath(options.cache);
  // A path typed by hand that names nothing is more likely a typo than a wish for an empty
  // library; the default cache is made on first use as always.
  if (options.cache !== undefined && options.create !== true && !existsSync(file)) {
    throw new UsageError(
      `no cache at ${file}: check the path, or add --create to start an empty one there`,
    );
  }
  const settingsDir = resolveSettingsDir();
  const engine = openEngine({
    settingsDir,
    cacheFile: file,
    readOnly: options.readOnly === true,
    catalogs: () => catalogFiles,
    // A read-only cache lists what it holds; the user's catalog is for caches they sync.
    userCatalog: options.readOnly ? undefined : userCatalogPath(process.env),
    warn: (message) => process.stderr.write(`folio: ${message}\n`),
    // Only the flag schedules serve: the app's setting is one user's choice for their desktop, and
    // a shared server syncing because of it would surprise whoever started it.
    scheduleMs: () => Promise.resolve(intervalMs ?? null),
  });
  // Read now, so a catalog problem shows at start-up and a bad --catalog path stops serve.
  const docsets = await engine.catalog().then(
    (catalog) => catalog.docsets,
    async (error: unknown) => {
      await engine.close();
      throw error;
    },
  );
  const { api, sync, cache } = engine;
  const tokens = chooseTokens(options, engine.cache.readOnly);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      api,
      sync,
      cache,
      host: options.host,
      port,
      tokens,
      allowHosts: options.allowHost,
      browsersDir: join(settingsDir, 'browsers'),
      rendererDir: join(appRoot, 'dist', 'renderer'),
      logError: (error) =>
        process.stderr.write(`folio: ${(error as Error).stack ?? String(error)}\n`),
      logNotice: (line) => process.stderr.write(`folio: ${line}\n`),
    });
  } catch (error) {
    await engine.close();
    throw error;
  }
  process.stdout.write(startupMessage(file, options.host, server.port, tokens));
  const log = (message: string): void => {
    process.stderr.write(`folio: ${message}\n`);
  };
  const scheduler =
    intervalMs === undefined
      ? undefined
      : scheduleSync({
          sync,
          cache,
          intervalMs,
          isOnline: createOnlineProbe({
            urls: () =>
              Promise.resolve([...docsets, ...readDocsets(cache.db)].map((d) => d.entryUrl)),
          }),
          onError: (error) => log(`scheduled sync: ${(error as Error).message ?? String(error)}`),
          onRun: (event) => log(`scheduled sync ${event.replace('-', ' ')}`),
        });
  scheduler?.start();

  const signal = await nextSignal();
  // A second Ctrl+C while a cancelled sync winds down means "now".
  const force = (again: NodeJS.Signals) => process.exit(again === 'SIGINT' ? 130 : 143);
  process.once('SIGINT', force).once('SIGTERM', force);
  process.stderr.write(`folio: ${signal}: stopping\n`);
  await server.close();
  await scheduler?.stop();
  await engine.close();
  process.off('SIGINT', force).off('SIGTERM', force);
  process.exitCode = 0;
}

function parseSyncEvery(options: ServeCommandOptions): number | undefined {
  if (options.syncEvery === undefined) return undefined;
  if (options.readOnly) throw new UsageError('--sync-every cannot sync a --read-only cache');
  try {
    return parseDuration(options.syncEvery);
  } catch (error) {
    throw new UsageError(`--sync-every: ${(error as Error).message}`);
  }
}

/**
 * Loopback alone needs no token: whoever can connect already runs this machine's Folio. Beyond it
 * (or asked for with --token-file) a team gets a reader link, its token pinned by the file, and
 * the starter an admin link that changes at every start; a read-only cache has nothing to manage.
 */
function chooseTokens(options: ServeCommandOptions, readOnly: boolean): ServeTokens | undefined {
  if (isLoopbackHost(options.host) && options.tokenFile === undefined) return undefined;
  const reader = options.tokenFile === undefined ? createToken() : readTokenFile(options.tokenFile);
  return readOnly ? { reader } : { reader, admin: createToken() };
}

/** Where to point a browser, who else can reach it, and how to reach it from another machine. */
function startupMessage(cache: string, host: string, port: number, tokens?: ServeTokens): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  // Bound to every interface, the address to share is the machine's name: 127.0.0.1 would send a
  // colleague to their own machine.
  const shown = wildcard ? hostname() : bracketed;
  const link = (token: string | undefined) =>
    `http://${shown}:${port}/${token === undefined ? '' : `?token=${token}`}`;
  if (tokens === undefined) {
    return [
      `Folio is serving ${cache} at ${link(undefined)}`,
      `Only this machine can connect (${host}).`,
      `From another machine: ssh -L ${port}:127.0.0.1:${port} ${hostname()}, then open http://127.0.0.1:${port}/`,
      'Stop with Ctrl+C.',
      '',
    ].join('\n');
  }
  const target = wildcard || isLoopbackHost(host) ? '127.0.0.1' : bracketed;
  const lines = [
    `Folio is serving ${cache} at ${link(tokens.reader)}`,
    `That is the team link: it reads and searches, and each browser keeps its own bookmarks and history.`,
    tokens.admin === undefined
      ? 'No admin link: the cache is read-only, so nothing here syncs, adds or imports.'
      : `Admin link, for you alone (sync, add, remove, import; new at every start): ${link(tokens.admin)}`,
    `Listening on ${host}:${port}.`,
  ];
  if (wildcard) {
    const addresses = externalAddresses();
    if (addresses.length > 0)
      lines.push(`Also reachable as ${addresses.map((a) => `http://${a}:${port}/`).join(', ')}`);
    lines.push('Another name for this machine (vm.local, its FQDN) needs --allow-host NAME.');
  }
  lines.push(
    `From another machine through SSH: ssh -L ${port}:${target}:${port} ${hostname()}, then open http://127.0.0.1:${port}/?token=…`,
    'Stop with Ctrl+C.',
    '',
  );
  return lines.join('\n');
}

/** The machine's own non-loopback addresses, as a colleague would type them. */
function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal)
    .map((a) => (a!.family === 'IPv6' ? `[${a!.address}]` : a!.address))
    .filter((a) => !a.startsWith('[fe80'));
}

function nextSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals): void => {
      process.off('SIGINT', on).off('SIGTERM', on);
      resolve(signal);
    };
    process.on('SIGINT', on).on('SIGTERM', on);
  });
}
