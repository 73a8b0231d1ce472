import type { Command } from 'commander';
import { nearDocsets } from '../../core/search/near-docsets.ts';
import { findScope } from '../../core/search/parse-scoped-query.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP } from '../paths.ts';
import { openReader } from '../open-reader.ts';
import { UsageError } from '../usage-error.ts';
import { versionLabel } from '../version-label.ts';
import { renderSnippet } from '../render-snippet.ts';
import { repeatable } from '../repeatable-option.ts';

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
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--docset <id>',
      'only this docset (repeatable); a prefix or word of its id, as in "name:"',
      repeatable,
      [],
    )
    .option('--limit <n>', 'at most this many hits', '10')
    .option(
      '--json',
      'print JSON: [{docset, title, url, anchor, heading, snippet, score, symbol?, more?}], best first',
    )
    .action(async (words: string[], options: SearchCommandOptions) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError(`--limit must be a positive whole number, not ${options.limit}`);
      const engine = openReader(options.cache, io);
      try {
        const ids = (await engine.api.listDocsets({})).filter((d) => d.pages > 0).map((d) => d.id);
        const docsets = (options.docset ?? []).flatMap((typed) => {
          const found = findScope(typed, ids);
          if (found.length === 0) throw new UsageError(unknownDocset([typed], ids));
          return found;
        });
        const result = await engine.api.search({ query: words.join(' '), docsets, limit });
        if (result.unknownScope)
          throw new UsageError(unknownDocset(result.unknownScope.typed, ids));
        // Said on stderr: stdout stays the results alone, for --json and pipes.
        if (result.corrected) io.stderr.write(`showing results for "${result.corrected}"\n`);
        const { hits } = result;
        if (options.json) {
          const out = hits.map(
            ({ docset, title, url, anchor, heading, snippet, score, symbol, more }) => ({
              docset,
              title,
              url,
              anchor,
              heading,
              snippet,
              score,
              ...(symbol && { symbol }),
              ...(more && { more }),
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
            `${String(i + 1).padStart(2)}. [${versionLabel(hit.docset, hit.version)}] ${where}` +
              `${hit.symbol ? ` (${hit.symbol.kind})` : ''}\n` +
              `    ${hit.url}${hit.anchor ? `#${hit.anchor}` : ''}\n` +
              `    ${renderSnippet(hit.snippet, color)}\n` +
              (hit.more
                ? `    + ${hit.more.length} more in this page: ${hit.more
                    .slice(0, 3)
                    .map((m) => m.heading || m.anchor)
                    .join(', ')}${hit.more.length > 3 ? ', …' : ''}\n`
                : ''),
          );
        });
      } finally {
        await engine.close();
      }
    });
}

/** What an unknown scope or --docset says: the names it may have meant, else all there are. */
function unknownDocset(typed: readonly string[], ids: readonly string[]): string {
  const near = nearDocsets(typed, ids);
  const hint = near.length
    ? `did you mean ${near.join(', ')}?`
    : `cached docsets: ${ids.join(', ')}`;
  return `no docset "${typed.join(', ')}" in the cache; ${hint}`;
}
