// `npm run build:cli` (also run by `npm install`): builds the `folio` command into dist/cli.
// Node 24 can run the TypeScript sources directly, but stripping the types of the ~300 modules a
// command loads cost more than the command itself (0.08 s of `folio --help`'s 0.12 s), at every
// start. bin/start.js runs the bundle when it was built from the sources on disk, else the sources.
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli } from './bundle-cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'dist', 'cli');
const built = await bundleCli(root, outDir);
process.stdout.write(
  `built ${relative(root, outDir)}: ${built.files} files from ${built.sources} sources\n`,
);
