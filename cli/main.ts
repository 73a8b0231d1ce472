import { Command, CommanderError } from 'commander';
import { CatalogError } from '../core/catalog/catalog-error.ts';
import { UnknownDocsetError } from '../core/search/search-cache.ts';
import { addExportCommand } from './commands/export-command.ts';
import { addImportCommand } from './commands/import-command.ts';
import { addSearchCommand } from './commands/search-command.ts';
import { addServeCommand } from './commands/serve-command.ts';
import { addShowCommand } from './commands/show-command.ts';
import { addStatusCommand } from './commands/status-command.ts';
import { addSyncCommand } from './commands/sync-command.ts';
import { UsageError } from './usage-error.ts';

const program = new Command('folio')
  .description(
    'Offline documentation: mirror docs sites into one SQLite file, search and read them.',
  )
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride();
addSyncCommand(program);
addStatusCommand(program);
addSearchCommand(program);
addShowCommand(program);
addExportCommand(program);
addImportCommand(program);
addServeCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and --version end here too, with exit code 0.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else if (
    error instanceof UsageError ||
    error instanceof CatalogError ||
    error instanceof UnknownDocsetError
  ) {
    process.stderr.write(`folio: ${error.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`folio: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
