import type { Command } from 'commander';
import { searchCache } from '../../core/search/search-cache.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { CliIo } from '../cli-io.ts';
import { resolveCachePath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';
import { renderSnippet } from '../render-snippet.ts';

interface SearchCommandOptions {
  cache?: string;
  docset?: string[];
  limit: string;
  json?: boolean;
}

export function addSearchCommand(program: Command, io: CliIo): void {
  program
    .command('search')
    .description('full-text search; "deepspeed: zero stage 3" scopes to a docset')
    .argument('<query...>', 'words to find; the last one also matches as a prefix')
    .option('--cache <file>', 'cache file (default $FOLIO_CACHE or cache/folio.db)')
    .option('--docset <id>', 'only this docset (repeatable)', collect, [])
    .option('--limit <n>', 'at most this many hits', '10')
    .option(
      '--json',
      'print JSON: [{docset, title, url, anchor, heading, snippet, score, symbol?}], best first',
    )
    .action((words: string[], options: SearchCommandOptions) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError(`--limit must be a positive whole number, not ${options.limit}`);
      const cache = openCache({ file: resolveCachePath(options.cache, io), readOnly: true });
      try {
        const hits = searchCache(cache, { query: words.join(' '), docsets: options.docset, limit });
        if (options.json) {
          const out = hits.map(
            ({ docset, title, url, anchor, heading, snippet, score, symbol }) => ({
              docset,
              title,
              url,
              anchor,
              heading,
              snippet,
              score,
              ...(symbol && { symbol }),
            }),
          );
          io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
          return;
        }
        if (hits.length === 0) {
          io.stdout.write('no results\n');
          return;
        }
        const color = io.stdout.isTTY === true;
        hits.forEach((hit, i) => {
          const where =
            hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title;
          io.stdout.write(
            `${String(i + 1).padStart(2)}. [${hit.docset}] ${where}` +
              `${hit.symbol ? ` (${hit.symbol.kind})` : ''}\n` +
              `    ${hit.url}${hit.anchor ? `#${hit.anchor}` : ''}\n` +
              `    ${renderSnippet(hit.snippet, color)}\n`,
          );
        });
      } finally {
        cache.close();
      }
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
