import type { Command } from 'commander';
import { openCache } from '../../core/store/open-cache.ts';
import { readStatus } from '../../core/store/read-status.ts';
import { formatBytes, formatTable } from '../format-table.ts';
import { resolveCachePath } from '../paths.ts';

export function addStatusCommand(program: Command): void {
  program
    .command('status')
    .description('docsets in the cache: pages, size, last sync, last error')
    .option('--cache <file>', 'cache file (default $FOLIO_CACHE or cache/folio.db)')
    .option('--json', 'print JSON: [{docset, name, pages, bytes, lastSyncAt, lastError}]')
    .action((options: { cache?: string; json?: boolean }) => {
      const cache = openCache({ file: resolveCachePath(options.cache), readOnly: true });
      try {
        const rows = readStatus(cache.db);
        if (options.json) {
          const out = rows.map((r) => ({
            docset: r.docset,
            name: r.name,
            section: r.section,
            pages: r.pages,
            bytes: r.bytes,
            lastSyncAt: r.lastSyncAt,
            lastError: r.lastError,
            lastRun: r.lastRun,
          }));
          process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
          return;
        }
        process.stdout.write(
          formatTable(
            ['docset', 'pages', 'size', 'last sync', 'last run', 'error'],
            rows.map((r) => [
              r.docset,
              String(r.pages),
              formatBytes(r.bytes),
              r.lastSyncAt ? r.lastSyncAt.replace('T', ' ').slice(0, 16) : 'never',
              r.lastRun
                ? `${r.lastRun.outcome}: +${r.lastRun.new} ~${r.lastRun.changed} =${r.lastRun.unchanged} -${r.lastRun.removed} !${r.lastRun.failed}`
                : '',
              r.lastError ?? '',
            ]),
          ),
        );
      } finally {
        cache.close();
      }
    });
}
