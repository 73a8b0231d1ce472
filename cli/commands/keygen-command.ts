import type { Command } from 'commander';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateKeyFiles } from '../../core/feed/minisign-keys.ts';
import type { CliIo } from '../cli-io.ts';
import { resolveUserPath } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

export function addKeygenCommand(program: Command, io: CliIo): void {
  program
    .command('keygen')
    .description('make an Ed25519 key pair for signing feeds (minisign’s formats)')
    .requiredOption('--out <file>', 'the secret key to write; the public key goes to FILE.pub')
    .option('--force', 'replace the key files if they exist (refused otherwise)')
    .action((options: { out: string; force?: boolean }) => {
      const secretFile = resolveUserPath(options.out, io);
      const publicFile = `${secretFile}.pub`;
      // A replaced secret key orphans every subscriber of the feeds it signed: never by accident.
      for (const file of [secretFile, publicFile]) {
        if (!options.force && existsSync(file)) {
          throw new UsageError(`${file} already exists: pass --force to replace it`);
        }
      }
      const keys = generateKeyFiles();
      mkdirSync(dirname(secretFile), { recursive: true });
      writeFileSync(secretFile, keys.secretKeyText, { mode: 0o600 });
      writeFileSync(publicFile, keys.publicKeyText, { mode: 0o644 });
      io.stdout.write(
        `wrote ${secretFile} (secret: keep it on the publishing machine) and ${publicFile}\n` +
          `key id ${keys.keyIdHex}\n` +
          `publish: folio publish DIR --key ${secretFile}\n` +
          `subscribe: folio subscribe URL|DIR --key ${publicFile}\n`,
      );
    });
}
