import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeDocsSite } from '../core/mirror/testing/tree-docs-site.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';
import { tempCacheFile, writeCatalog } from './testing/run-folio.ts';

const folio = fileURLToPath(new URL('../bin/folio', import.meta.url));
let site: SiteServer;
let catalog: string;
let cache: string;
beforeAll(async () => {
  site = await serveSite({ files: treeDocsSite() });
  catalog = writeCatalog([['Tree', 'a local fixture', `<${site.url}/docs/index.html>`]]);
  cache = tempCacheFile();
  expect((await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache])).code).toBe(0);
});
afterAll(() => site.close());

/**
 * `folio ARGS | head -c 1` in a shell, as a user pipes it; what the shell printed on stderr. Not
 * spawnSync: the fixture site answers from this very process.
 */
function piped(args: string[]): Promise<string> {
  const quoted = [folio, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('sh', ['-c', `${quoted} | head -c 1 >/dev/null`]);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', () => resolve(stderr)));
}

describe('piping folio into head', () => {
  it.each([
    ['sync', ['sync', '--catalog', '@catalog', '--cache', '@fresh']],
    ['search', ['search', 'tensor shard', '--limit', '50', '--cache', '@cache']],
    ['status', ['status', '--cache', '@cache']],
    ['help', ['--help']],
  ])('%s ends quietly when the reader stops early', async (_name, args) => {
    const fresh = tempCacheFile();
    const filled = args.map((a) =>
      a === '@catalog' ? catalog : a === '@cache' ? cache : a === '@fresh' ? fresh : a,
    );
    expect(await piped(filled)).not.toMatch(/EPIPE|Error|at .*\.ts:\d+/);
  });
});
