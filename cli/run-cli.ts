import { Command, CommanderError } from 'commander';
import { CatalogError } from '../core/catalog/catalog-error.ts';
import { UnknownDocsetError } from '../core/search/search-cache.ts';
import type { CliIo } from './cli-io.ts';
import { CommandExit } from './command-exit.ts';
import { addAddCommand } from './commands/add-command.ts';
import { addExportCommand } from './commands/export-command.ts';
import { addImportCommand } from './commands/import-command.ts';
import { addRemoveCommand } from './commands/remove-command.ts';
import { addLlmsCommand } from './commands/llms-command.ts';
import { addMcpCommand } from './commands/mcp-command.ts';
import { addSearchCommand } from './commands/search-command.ts';
import { addServeCommand } from './commands/serve-command.ts';
import { addShowCommand } from './commands/show-command.ts';
import { addStatusCommand } from './commands/status-command.ts';
import { addSyncCommand } from './commands/sync-command.ts';
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
  addSyncCommand(program, io);
  addStatusCommand(program, io);
  addSearchCommand(program, io);
  addShowCommand(program, io);
  addExportCommand(program, io);
  addImportCommand(program, io);
  addServeCommand(program);
  addAddCommand(program, io);
  addRemoveCommand(program, io);
  addMcpCommand(program, io);
  addLlmsCommand(program, io);
  return program;
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
