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
  if (argv[0] === '--version' || argv[0] === '-V') return printVersion(io);
  const program = createProgram(io);
  try {
    await addCommands(program, io, argv);
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return exitCodeFor(error, io);
  }
}

/** Loaded only here: the report opens SQLite, which no other command should pay for at start. */
async function printVersion(io: CliIo): Promise<number> {
  const { gatherVersionFacts } = await import('./gather-version-facts.ts');
  const { formatVersionReport } = await import('./version-report.ts');
  io.stdout.write(formatVersionReport(gatherVersionFacts()));
  return 0;
}

function createProgram(io: CliIo): Command {
  // Output and exit settings first: subcommands copy them when they are added.
  const program = new Command('folio')
    .description(
      'Offline documentation: mirror docs sites into one SQLite file, search and read them.',
    )
    .version(FOLIO_VERSION)
    // Program options only before the command: `folio add URL --version 0.14` is add's own.
    .enablePositionalOptions()
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

interface CommandEntry {
  /** Its arguments and one line, as its own module declares them (a test keeps them equal). */
  args: string;
  description: string;
  load: () => Promise<AddCommand>;
}

/**
 * Each command's module, loaded only when that command runs: importing them all (the crawler,
 * the HTTP server, the MCP SDK, extraction) cost ~0.6 s at every start, for a search that itself
 * takes milliseconds. `folio --help` lists them from their summaries without loading any.
 */
export const COMMANDS: Record<string, CommandEntry> = {
  sync: {
    args: '',
    description: 'mirror the catalog’s docsets into the cache (re-syncs ask only for changes)',
    load: async () => (await import('./commands/sync-command.ts')).addSyncCommand,
  },
  status: {
    args: '',
    description: 'docsets in the cache: pages, size, last sync (stale ones marked), last error',
    load: async () => (await import('./commands/status-command.ts')).addStatusCommand,
  },
  search: {
    args: '<query...>',
    description: 'full-text search; "deepspeed: zero stage 3" scopes to a docset',
    load: async () => (await import('./commands/search-command.ts')).addSearchCommand,
  },
  show: {
    args: '<url>',
    description: 'print a cached page',
    load: async () => (await import('./commands/show-command.ts')).addShowCommand,
  },
  export: {
    args: '',
    description:
      'write the cache (or some docsets) to one checked file to carry to another machine',
    load: async () => (await import('./commands/export-command.ts')).addExportCommand,
  },
  import: {
    args: '<file>',
    description:
      'merge a bundle made by folio export into the cache (checked first; all or nothing)',
    load: async () => (await import('./commands/import-command.ts')).addImportCommand,
  },
  serve: {
    args: '',
    description: 'serve the reader and its API to a browser (locally, or through an SSH tunnel)',
    load: async () => {
      const { addServeCommand } = await import('./commands/serve-command.ts');
      return (program) => addServeCommand(program);
    },
  },
  add: {
    args: '<url>',
    description: 'probe a documentation site (or GitHub repository) and add it to your catalog',
    load: async () => (await import('./commands/add-command.ts')).addAddCommand,
  },
  remove: {
    args: '<id>',
    description: 'take a docset out of your catalog (folio add’s); --purge drops its pages too',
    load: async () => (await import('./commands/remove-command.ts')).addRemoveCommand,
  },
  versions: {
    args: '<id>',
    description: 'the versions a docset’s site offers, newest first; the mirrored ones marked',
    load: async () => (await import('./commands/versions-command.ts')).addVersionsCommand,
  },
  match: {
    args: '',
    description: 'the docs for the versions an environment runs: its packages mapped to docsets',
    load: async () => (await import('./commands/match-command.ts')).addMatchCommand,
  },
  mcp: {
    args: '',
    description: 'answer a coding agent from the cache: an MCP server on stdin/stdout',
    load: async () => (await import('./commands/mcp-command.ts')).addMcpCommand,
  },
  llms: {
    args: '',
    description: 'write the cache as files for agents: llms.txt, llms-full.txt and a .md per page',
    load: async () => (await import('./commands/llms-command.ts')).addLlmsCommand,
  },
  keygen: {
    args: '',
    description: 'make an Ed25519 key pair for signing feeds (minisign’s formats)',
    load: async () => (await import('./commands/keygen-command.ts')).addKeygenCommand,
  },
  publish: {
    args: '<dir>',
    description: 'write or update a signed feed in a folder that subscribers pull from',
    load: async () => (await import('./commands/publish-command.ts')).addPublishCommand,
  },
  subscribe: {
    args: '<location>',
    description: 'pull docsets from a feed folder or URL at every folio sync (signed by --key)',
    load: async () => (await import('./commands/subscribe-command.ts')).addSubscribeCommand,
  },
};

/**
 * The command that runs gets its module; `folio help NAME` too. Anything else (`--help`, no
 * command, an unknown word) gets the summaries: enough for commander to list and refuse.
 */
async function addCommands(program: Command, io: CliIo, argv: readonly string[]): Promise<void> {
  const [first, second] = argv;
  const name = first === 'help' && second !== undefined ? second : first;
  const entry = name !== undefined ? COMMANDS[name] : undefined;
  if (name !== undefined && entry && Object.hasOwn(COMMANDS, name)) {
    (await entry.load())(program, io);
    return;
  }
  for (const [command, { args, description }] of Object.entries(COMMANDS)) {
    program
      .command(args ? `${command} ${args}` : command)
      .description(description)
      .option('--help', 'display help for command');
  }
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
