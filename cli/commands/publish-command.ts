import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import { formatBytes } from '../../core/fetch/format-units.ts';
import { FeedError } from '../../core/feed/feed-error.ts';
import { parseSecretKey } from '../../core/feed/minisign-keys.ts';
import { DEFAULT_POLICY } from '../../core/feed/prune-feed.ts';
import { publishFeed } from '../../core/feed/publish-feed.ts';
import { parseDuration } from '../../core/schedule/parse-duration.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP, appRoot, resolveCachePath, resolveUserPath } from '../paths.ts';
import { repeatable } from '../repeatable-option.ts';
import { UsageError } from '../usage-error.ts';

interface PublishCommandOptions {
  cache?: string;
  docset: string[];
  key?: string;
  validFor: string;
  keepDeltas: string;
  json?: boolean;
}

export function addPublishCommand(program: Command, io: CliIo): void {
  program
    .command('publish')
    .description('write or update a signed feed in a folder that subscribers pull from')
    .argument('<dir>', 'the feed folder (served by a web server, shared, or carried on a disk)')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option('--docset <id>', 'only this docset (repeatable; default every docset)', repeatable, [])
    .option('--key <file>', 'secret key from folio keygen (default $FOLIO_HOME/feed.key)')
    .option(
      '--valid-for <duration>',
      'subscribers refuse the index after this (e.g. 7d, 36h)',
      '7d',
    )
    .option(
      '--keep-deltas <n>',
      `deltas kept for subscribers behind (older ones take a snapshot)`,
      String(DEFAULT_POLICY.deltas),
    )
    .option('--json', 'print the new index.json')
    .action(async (dir: string, options: PublishCommandOptions) => {
      let validForMs: number;
      try {
        validForMs = parseDuration(options.validFor);
      } catch (error) {
        throw new UsageError(`--valid-for: ${(error as Error).message}`);
      }
      const keepDeltas = Number(options.keepDeltas);
      if (!Number.isInteger(keepDeltas) || keepDeltas < 0) {
        throw new UsageError(`--keep-deltas must be a whole number, not ${options.keepDeltas}`);
      }
      const keyFile = options.key
        ? resolveUserPath(options.key, io)
        : join(resolveSettingsDir(io.env), 'feed.key');
      if (!existsSync(keyFile)) {
        throw new UsageError(
          `no secret key at ${keyFile}: make one with folio keygen --out ${keyFile}`,
        );
      }
      const feedDir = resolveUserPath(dir, io);
      let result;
      try {
        result = await publishFeed({
          cacheFile: resolveCachePath(options.cache, io),
          dir: feedDir,
          docsets: options.docset,
          key: parseSecretKey(readFileSync(keyFile, 'utf8')),
          now: () => new Date(),
          folioVersion: folioVersion(),
          validForMs,
          policy: { snapshots: DEFAULT_POLICY.snapshots, deltas: keepDeltas },
        });
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        throw new Error(`cannot publish to ${feedDir}: ${error.message}`, { cause: error });
      }
      const { index } = result;
      if (options.json) {
        io.stdout.write(`${JSON.stringify(index, null, 2)}\n`);
        return;
      }
      const wrote = result.snapshot
        ? `snapshot ${formatBytes(result.snapshot.bytes)}` +
          (result.delta ? `, delta ${formatBytes(result.delta.bytes)}` : ' (first of this cache)')
        : 'no page changed: index re-signed only';
      io.stdout.write(
        `published ${feedDir}: serial ${index.serial}, ${index.docsets.length} docsets, ` +
          `${wrote}; valid until ${index.expiresAt}` +
          (result.pruned.length ? `; pruned ${result.pruned.length} old files` : '') +
          '\n',
      );
    });
}

function folioVersion(): string {
  return (JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
}
