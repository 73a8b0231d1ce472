import { Command, CommanderError } from 'commander';
import { CatalogError } from '../core/catalog/catalog-error.ts';
import { UnknownDocsetError } from '../core/search/unknown-docset-error.ts';
import type { CliIo } from './cli-io.ts';
import { CommandExit } from './command-exit.ts';
import { UsageError } from './usage-error.ts';
import { FOLIO_VERSION } from './version.ts';

/**
 * Runs one folio command line (the words after `folio`) and returns its exit code: 0, 1 for a
 * failure, 2 for bad usage. A fresh program per call, so commander's parsed state and exit
 * override never carry from one run to the next in the same process.
 *
 * serve still writes to the process's own streams (it runs until a signal stops the process), and
 * mcp speaks its protocol on the process's stdin and stdout (it runs until stdin closes).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = createProgram(io);
  try {
    await addCommands(program, io, argv);
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return exitCodeFor(error, io);
  }
}

function createProgram(io: CliIo): Command {
  // Output and exit settings first: subcommands copy them when they are added.
  const program = new Command('folio')
    .description(
      'Offline documentation: mirror docs sites into one SQLite file, search and read them.',
    )
    .version(FOLIO_VERSION)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Commander's own default: the terminal's width, else 80.
      getOutHelpWidth: () => (io.stdout.isTTY ? io.stdout.columns : undefined) ?? 80,
      getErrHelpWidth: () => (io.stderr.isTTY ? io.stderr.columns : undefined) ?? 80,
      getOutHasColors: () => hasColors(io.stdout, io.env),
      getErrHasColors: () => hasColors(io.stderr, io.env),
    })
    .showHelpAfterError()
    .exitOverride();
  return program;
}

type AddCommand = (program: Command, io: CliIo) => void;

/**
 * Each command's module, loaded only when that command runs: importing them all (the crawler,
 * the HTTP server, the MCP SDK, extraction) cost ~0.6 s at every start, for a search that itself
 * takes milliseconds. Help and unknown words load them all, so commander can list and refuse.
 */
const COMMANDS: Record<string, () => Promise<AddCommand>> = {
  sync: async () => (await import('./commands/sync-command.ts')).addSyncCommand,
  status: async () => (await import('./commands/status-command.ts')).addStatusCommand,
  search: async () => (await import('./commands/search-command.ts')).addSearchCommand,
  show: async () => (await import('./commands/show-command.ts')).addShowCommand,
  export: async () => (await import('./commands/export-command.ts')).addExportCommand,
  import: async () => (await import('./commands/import-command.ts')).addImportCommand,
  serve: async () => {
    const { addServeCommand } = await import('./commands/serve-command.ts');
    return (program) => addServeCommand(program);
  },
  add: async () => (await import('./commands/add-command.ts')).addAddCommand,
  remove: async () => (await import('./commands/remove-command.ts')).addRemoveCommand,
  mcp: async () => (await import('./commands/mcp-command.ts')).addMcpCommand,
  llms: async () => (await import('./commands/llms-command.ts')).addLlmsCommand,
};

async function addCommands(program: Command, io: CliIo, argv: readonly string[]): Promise<void> {
  const first = argv[0];
  if (first === '--version' || first === '-V') return;
  const names = first !== undefined && first in COMMANDS ? [first] : Object.keys(COMMANDS);
  const adders = await Promise.all(names.map((name) => COMMANDS[name]!()));
  for (const add of adders) add(program, io);
}

function exitCodeFor(error: unknown, io: CliIo): number {
  // Commander has already written its own message; help and --version end here too, with 0.
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  if (error instanceof CommandExit) return error.code;
  io.stderr.write(`folio: ${(error as Error).message}\n`);
  const usage =
    error instanceof UsageError ||
    error instanceof CatalogError ||
    error instanceof UnknownDocsetError;
  return usage ? 2 : 1;
}

/** Commander's own rule (NO_COLOR, FORCE_COLOR, a terminal), read from the injected env. */
function hasColors(stream: CliIo['stdout'], env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR || env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.FORCE_COLOR || env.CLICOLOR_FORCE !== undefined) return true;
  return stream.isTTY === true;
}
