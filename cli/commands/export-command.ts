import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportOptions } from '../../core/bundle/export-bundle.ts';
import { BundleExistsError } from '../../core/bundle/bundle-exists-error.ts';
import { exportBundle } from '../../core/bundle/export-bundle.ts';
import type { CliIo } from '../cli-io.ts';
import { formatBytes } from '../../core/fetch/format-units.ts';
import { formatTable } from '../format-table.ts';
import { CACHE_OPTION_HELP, appRoot, resolveCachePath, resolveUserPath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';
import { repeatable } from '../repeatable-option.ts';

interface ExportCommandOptions {
  out: string;
  cache?: string;
  docset: string[];
  since?: string;
  json?: boolean;
  force?: boolean;
}

export function addExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description(
      'write the cache (or some docsets) to one checked file to carry to another machine',
    )
    .requiredOption(
      '--out <file>',
      'the bundle to write (an SQLite file: it also opens as a read-only cache)',
    )
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--docset <id>',
      'only this docset, every version of it mirrored unless one is named (id@0.14); repeatable',
      repeatable,
      [],
    )
    .option(
      '--since <bundle-or-date>',
      'only what changed since that earlier bundle, or an ISO date',
    )
    .option('--force', 'replace --out if it exists (refused otherwise)')
    .option('--json', 'print the manifest as JSON')
    .action((options: ExportCommandOptions) => {
      const out = resolveUserPath(options.out, io);
      let result;
      try {
        result = exportBundle({
          cacheFile: resolveCachePath(options.cache, io),
          out,
          docsets: options.docset,
          since: parseSince(options.since, io),
          now: () => new Date(),
          folioVersion: folioVersion(),
          overwrite: options.force === true,
        });
      } catch (error) {
        if (!(error instanceof BundleExistsError)) throw error;
        throw new UsageError(`--out ${out} already exists: pass --force to replace it`, {
          cause: error,
        });
      }
      const { manifest } = result;
      if (options.json) {
        io.stdout.write(
          `${JSON.stringify({ file: result.file, bytes: result.bytes, checksum: result.checksum, ...manifest }, null, 2)}\n`,
        );
        return;
      }
      const kind = manifest.base ? `incremental since ${manifest.base.since}` : 'full';
      io.stdout.write(
        `wrote ${result.file} (${formatBytes(result.bytes)}, ${kind}, sha256 ${result.checksum.slice(0, 16)}…)\n` +
          formatTable(
            ['docset', 'pages', 'removed', 'of', 'last sync'],
            manifest.docsets.map((d) => [
              d.id,
              String(d.pages),
              String(d.tombstones),
              String(d.totalPages),
              d.lastOkSyncAt?.replace('T', ' ').slice(0, 16) ?? 'never',
            ]),
          ),
      );
    });
}

/** A path that exists is an earlier bundle; otherwise an ISO date (2025-03-01 or a full time). */
function parseSince(since: string | undefined, io: CliIo): ExportOptions['since'] {
  if (since === undefined) return undefined;
  const file = resolveUserPath(since, io);
  if (existsSync(file)) return { bundleFile: file };
  const date = new Date(since);
  if (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since must be an earlier bundle file or an ISO date, not ${since}`);
  }
  return { date };
}

function folioVersion(): string {
  const pkg = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
