import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { tempCacheFile, writeCatalog } from '../testing/run-folio.ts';
import { bundleCli } from './bundle-cli.ts';
import type { BuildInputs } from './build-inputs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the checkout, as dist/cli is: the bundle finds better-sqlite3 and seeds/ from there.
const outDir = join(root, 'dist', `cli-test-${process.pid}`);
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, [join(outDir, 'folio.js'), ...args]);

let site: SiteServer;
beforeAll(async () => {
  await bundleCli(root, outDir);
  site = await serveSite({ files: smallDocsSite() });
});
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await site.close();
});

describe('the bundled folio command', () => {
  it('records the sources it was built from, worker included, and no packages', () => {
    const inputs = JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8')) as BuildInputs;
    const paths = inputs.files.map(([path]) => path);
    expect(paths).toContain('cli/main.ts');
    expect(paths).toContain('core/extract/extract-worker.ts');
    expect(paths.some((path) => path.includes('node_modules'))).toBe(false);
  });

  it('syncs through its bundled extraction worker and searches, as the sources do', async () => {
    const catalog = writeCatalog([['Fixture', 'a local site', `<${site.url}/docs/index.html>`]]);
    const cache = tempCacheFile();
    const sync = await run(['sync', '--catalog', catalog, '--cache', cache, '--json']);
    const summary = sync.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type?: string; summary?: { new?: number } })
      .find((event) => event.type === 'docset-end');
    expect(summary?.summary?.new).toBeGreaterThan(3);
    const found = await run(['search', 'partitions parameters', '--cache', cache]);
    expect(found.stdout).toContain('guide/zero.html#stages');
  });
});
