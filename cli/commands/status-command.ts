import type { Command } from 'commander';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import { readSubscriptions } from '../../core/feed/subscriptions.ts';
import { parseDuration } from '../../core/schedule/parse-duration.ts';
import type { RunChanges } from '../../core/store/read-run-changes.ts';
import { readRunChanges } from '../../core/store/read-run-changes.ts';
import { readStatus } from '../../core/store/read-status.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP } from '../paths.ts';
import { formatBytes } from '../../core/fetch/format-units.ts';
import { formatTable } from '../format-table.ts';
import { openReader } from '../open-reader.ts';
import { UsageError } from '../usage-error.ts';

interface StatusCommandOptions {
  cache?: string;
  json?: boolean;
  staleAfter: string;
  changes?: boolean;
}

const MARK = { new: '+', changed: '~', removed: '-' } as const;

export function addStatusCommand(program: Command, io: CliIo): void {
  program
    .command('status')
    .description('docsets in the cache: pages, size, last sync (stale ones marked), last error')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--json',
      'print JSON: [{docset, name, section, pages, bytes, lastSyncAt, lastOkSyncAt, stale, lastError, lastRun, heldPages}]',
    )
    .option(
      '--stale-after <duration>',
      'mark docsets whose last good sync is older (30m, 24h, 7d)',
      '7d',
    )
    .option('--changes', 'list the pages each docset’s last sync or import added, changed, removed')
    .action(async (options: StatusCommandOptions) => {
      let staleMs: number;
      try {
        staleMs = parseDuration(options.staleAfter);
      } catch (error) {
        throw new UsageError(`--stale-after: ${(error as Error).message}`);
      }
      const { cache, close } = openReader(options.cache, io);
      try {
        if (options.changes) {
          printChanges(io, readRunChanges(cache.db), options.json === true);
          return;
        }
        const staleBefore = new Date(Date.now() - staleMs).toISOString();
        const rows = readStatus(cache.db).map((r) => ({
          ...r,
          stale: r.lastOkSyncAt === null || r.lastOkSyncAt < staleBefore,
        }));
        if (options.json) {
          const out = rows.map((r) => ({
            docset: r.docset,
            name: r.name,
            section: r.section,
            pages: r.pages,
            bytes: r.bytes,
            lastSyncAt: r.lastSyncAt,
            lastOkSyncAt: r.lastOkSyncAt,
            stale: r.stale,
            lastError: r.lastError,
            lastRun: r.lastRun,
            heldPages: r.heldPages,
          }));
          io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
          return;
        }
        io.stdout.write(
          formatTable(
            ['docset', 'pages', 'size', 'last good sync', 'last run', 'error'],
            rows.map((r) => [
              r.docset,
              String(r.pages),
              formatBytes(r.bytes),
              lastSyncText(r),
              r.lastRun
                ? `${r.lastRun.outcome}: +${r.lastRun.new} ~${r.lastRun.changed} =${r.lastRun.unchanged} -${r.lastRun.removed} !${r.lastRun.failed}`
                : '',
              r.lastError ?? '',
            ]),
          ),
        );
        if (rows.some((r) => r.lastRun)) {
          io.stdout.write('last run: + new  ~ changed  = unchanged  - removed  ! failed\n');
        }
        for (const r of rows.filter((row) => row.heldPages > 0)) {
          io.stdout.write(
            `${r.docset}: ${r.heldPages} cached page(s) not refreshed: robots.txt now forbids them\n`,
          );
        }
        printFeeds(io);
      } finally {
        await close();
      }
    });
}

/** Each subscribed feed: the serial last verified, how old that index is, and the last error. */
function printFeeds(io: CliIo): void {
  const feeds = readSubscriptions(resolveSettingsDir(io.env));
  if (feeds.length === 0) return;
  const now = Date.now();
  io.stdout.write(
    `\n${formatTable(
      ['feed', 'serial', 'published', 'last pull', 'error'],
      feeds.map(({ location, state }) => [
        location,
        state.serial === undefined ? 'none yet' : String(state.serial),
        state.indexCreatedAt ? `${ago(now, state.indexCreatedAt)} ago` : '',
        state.checkedAt
          ? `${ago(now, state.checkedAt)} ago${state.error ? ' (failed)' : ''}`
          : 'never',
        state.error ?? '',
      ]),
    )}`,
  );
}

function ago(now: number, at: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(at)) / 60_000));
  if (minutes < 120) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} d`;
}

/**
 * When the docset last synced well, and whether that is too long ago. One that never had a good
 * sync says so, whatever its failed attempts: "stale" with a date would suggest old pages.
 */
function lastSyncText(row: { lastOkSyncAt: string | null; stale: boolean }): string {
  if (row.lastOkSyncAt === null) return 'never synced';
  return `${row.lastOkSyncAt.replace('T', ' ').slice(0, 16)}${row.stale ? ' (stale)' : ''}`;
}

function printChanges(io: CliIo, changes: RunChanges[], json: boolean): void {
  if (json) {
    io.stdout.write(`${JSON.stringify(changes, null, 2)}\n`);
    return;
  }
  for (const { docset, run, pages } of changes) {
    if (!run) {
      io.stdout.write(`${docset}: never synced\n`);
      continue;
    }
    const when = (run.finishedAt ?? run.startedAt).replace('T', ' ').slice(0, 16);
    const count = (change: keyof typeof MARK): number =>
      pages.filter((p) => p.change === change).length;
    io.stdout.write(
      `${docset}: last ${run.kind} ${when} (${run.outcome}): ` +
        (pages.length === 0
          ? 'no pages changed\n'
          : `${count('new')} added, ${count('changed')} changed, ${count('removed')} removed\n`),
    );
    for (const page of pages) {
      io.stdout.write(`  ${MARK[page.change]} ${page.title}  ${page.url}\n`);
    }
  }
}
