import type { Command } from 'commander';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import type { FeedStatus } from '../../core/feed/read-feed-status.ts';
import { readFeedStatus } from '../../core/feed/read-feed-status.ts';
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
  feeds?: boolean;
}

const MARK = { new: '+', changed: '~', removed: '-' } as const;

export function addStatusCommand(program: Command, io: CliIo): void {
  program
    .command('status')
    .description('docsets in the cache: pages, size, last sync (stale ones marked), last error')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--json',
      'print JSON: [{docset, name, section, pages, bytes, lastSyncAt, lastOkSyncAt, stale, lastError, lastRun, heldPages, feed}]',
    )
    .option(
      '--feeds',
      'only the subscribed feeds: serial, published, last pull and last good pull, last error (with --json: [{location, docsets, serial, publishedAt, expiresAt, lastPullAt, lastOkPullAt, lastError}])',
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
      const feeds = readFeedStatus(resolveSettingsDir(io.env));
      if (options.feeds) {
        // Feeds live in the user's folder, not in the cache: no cache needs to exist yet.
        io.stdout.write(
          options.json ? `${JSON.stringify(feeds, null, 2)}\n` : feedTable(feeds, Date.now()),
        );
        return;
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
            feed: feedOf(feeds, r.docset),
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
        if (feeds.length > 0) io.stdout.write(`\n${feedTable(feeds, Date.now())}`);
      } finally {
        await close();
      }
    });
}

/** The feed a docset comes from, without its list of docsets (the row is one of them). */
function feedOf(feeds: readonly FeedStatus[], docset: string): Omit<FeedStatus, 'docsets'> | null {
  const feed = feeds.find((f) => f.docsets.includes(docset));
  if (!feed) return null;
  return {
    location: feed.location,
    serial: feed.serial,
    publishedAt: feed.publishedAt,
    expiresAt: feed.expiresAt,
    lastPullAt: feed.lastPullAt,
    lastOkPullAt: feed.lastOkPullAt,
    lastError: feed.lastError,
  };
}

/**
 * Each subscribed feed: the serial last verified, how old that index is (what the publisher had
 * then), when a pull last went well and the last error: a feed gone quiet shows as a last good
 * pull growing old while the last pull keeps failing.
 */
function feedTable(feeds: readonly FeedStatus[], now: number): string {
  if (feeds.length === 0) return 'no feed subscriptions (folio subscribe URL|DIR --key PUBKEY)\n';
  return formatTable(
    ['feed', 'serial', 'published', 'last good pull', 'last pull', 'error'],
    feeds.map((f) => [
      f.location,
      f.serial === null ? 'none yet' : String(f.serial),
      f.publishedAt ? `${ago(now, f.publishedAt)} ago` : '',
      f.lastOkPullAt ? `${ago(now, f.lastOkPullAt)} ago` : 'never',
      f.lastPullAt ? `${ago(now, f.lastPullAt)} ago${f.lastError ? ' (failed)' : ''}` : 'never',
      f.lastError ?? '',
    ]),
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
