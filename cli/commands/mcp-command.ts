import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Command } from 'commander';
import { openEngine } from '../../core/engine/open-engine.ts';
import type { CliIo } from '../cli-io.ts';
import { networkOf } from '../cli-io.ts';
import { createMcpServer } from '../mcp/create-mcp-server.ts';
import { openLazily } from '../mcp/open-lazily.ts';
import { CACHE_OPTION_HELP, resolveCachePath, resolveCatalogs } from '../paths.ts';
import { FOLIO_VERSION } from '../version.ts';
import { repeatable } from '../repeatable-option.ts';

interface McpCommandOptions {
  cache?: string;
  catalog: string[];
  docset: string[];
}

export function addMcpCommand(program: Command, io: CliIo): void {
  program
    .command('mcp')
    .description('answer a coding agent from the cache: an MCP server on stdin/stdout')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option(
      '--catalog <file>',
      'catalog markdown file for docset names (repeatable)',
      repeatable,
      [],
    )
    .option('--docset <id>', 'only these docsets (repeatable)', repeatable, [])
    .action((options: McpCommandOptions) => runMcp(options, io));
}

/**
 * Serves MCP over the process's own stdin and stdout (stdout carries only protocol messages;
 * warnings go to stderr) until the client closes stdin: an agent that quits, or dies, leaves no
 * server behind. The cache is opened read-only, so any number of agent sessions share it with
 * a running sync, and nothing here ever fetches: the tools read the cache and nothing else.
 */
async function runMcp(options: McpCommandOptions, io: CliIo): Promise<void> {
  const cacheFile = resolveCachePath(options.cache, io);
  // Only named catalogs: the cache knows its docsets, and a seed file's rows would list docsets
  // this machine never synced.
  const catalogs = options.catalog.length > 0 ? resolveCatalogs(options.catalog, io) : [];
  const engine = openLazily(
    () =>
      openEngine({
        cacheFile,
        readOnly: true,
        catalogs: () => catalogs,
        warn: (message) => io.stderr.write(`folio: ${message}\n`),
        network: networkOf(io),
      }),
    cacheFile,
  );
  const server = await createMcpServer(
    { api: () => engine.get().api, ...(options.docset.length > 0 ? { only: options.docset } : {}) },
    FOLIO_VERSION,
  );
  const stdin = process.stdin;
  const closed = new Promise<void>((resolve) => {
    stdin.once('end', resolve).once('close', resolve);
    // The client went away mid-answer: nobody is left to read what we write.
    process.stdout.once('error', () => resolve());
  });
  await server.connect(new StdioServerTransport(stdin, process.stdout));
  await closed;
  await server.close();
  await engine.close();
}
