// `npm run replicas -- --dir DIR`: every replica of the default catalog on 127.0.0.1, with a
// catalog pointing at them, so the real CLI and the reader can be tried as a new user would,
// without the network. Runs until Ctrl+C.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAllReplicas } from './start-all-replicas.ts';

const usage =
  'usage: npm run replicas -- [--dir DIR]\n' +
  'Serves the twelve catalog replicas and writes DIR/catalog.md (+ .overrides.json);\n' +
  'without --dir, into a new temporary folder.\n';
let values: { dir?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const dir = resolve(values.dir ?? mkdtempSync(join(tmpdir(), 'folio-replicas-')));
const all = await startAllReplicas(dir);
const cache = join(dir, 'folio.db');
const env = Object.entries(all.env)
  .map(([key, value]) => `${key}=${value}`)
  .join(' ');

process.stdout.write(
  [
    `Serving ${all.replicas.length} replicas:`,
    ...all.replicas.map(
      (r) => `  ${r.expectations.docsetId.padEnd(22)} ${r.expectations.entryUrl}`,
    ),
    `  ${'(GitHub API and raw)'.padEnd(22)} ${all.githubFront.url}`,
    '',
    `Catalog:   ${all.catalog}`,
    `Overrides: ${all.overrides}`,
    '',
    'In another shell, from the checkout:',
    `  ${env} bin/folio sync --catalog ${all.catalog} --cache ${cache}`,
    `  bin/folio status --cache ${cache}`,
    `  bin/folio search 'zero stage 3' --cache ${cache}`,
    `  ${env} npm run serve -- --cache ${cache} --catalog ${all.catalog}`,
    '',
    // Ports are new on every start, so a cache synced against an earlier run points nowhere.
    existsSync(cache)
      ? `${cache} is from an earlier run whose ports are gone: remove it (${cache}*) before syncing.`
      : 'Ports change on every start: sync into a fresh cache after a restart.',
    'Ctrl+C stops.',
    '',
  ].join('\n'),
);

const stop = (): void => {
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  void all.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
