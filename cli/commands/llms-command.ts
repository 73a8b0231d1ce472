import type { Command } from 'commander';
import { writeLlms } from '../../core/llms-export/write-llms.ts';
import type { CliIo } from '../cli-io.ts';
import { openReader } from '../open-reader.ts';
import { CACHE_OPTION_HELP, resolveUserPath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';
import { repeatable } from '../repeatable-option.ts';

interface LlmsCommandOptions {
  cache?: string;
  out: string;
  docset: string[];
}

export function addLlmsCommand(program: Command, io: CliIo): void {
  program
    .command('llms')
    .description('write the cache as files for agents: llms.txt, llms-full.txt and a .md per page')
    .requiredOption('--out <dir>', 'folder to write into (one subfolder per docset)')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--docset <id>',
      'only this docset (repeatable; default every cached one)',
      repeatable,
      [],
    )
    .action(async (options: LlmsCommandOptions) => {
      const engine = openReader(options.cache, io);
      try {
        const cached = new Set(
          (await engine.api.listDocsets({})).filter((d) => d.pages > 0).map((d) => d.id),
        );
        const unknown = options.docset.filter((id) => !cached.has(id));
        if (unknown.length > 0) {
          throw new UsageError(
            `no cached pages for docset ${unknown.join(', ')} (cached: ${[...cached].join(', ') || 'none'})`,
          );
        }
        const outDir = resolveUserPath(options.out, io);
        const written = await writeLlms({ api: engine.api, outDir, docsets: options.docset });
        for (const { docset, pages } of written) {
          io.stdout.write(`${docset}: ${pages} pages → ${outDir}/${docset}/llms.txt\n`);
        }
      } finally {
        await engine.close();
      }
    });
}
