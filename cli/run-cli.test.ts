import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSites, tempDir } from '../core/bundle/testing/bundle-fixture.ts';
import { smallDocsSite } from '../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../core/store/open-cache.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import type { CliIo } from './cli-io.ts';
import { runCli } from './run-cli.ts';

let site: SiteServer;
let dir: string;
beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
  const cache = openCache({ file: join(dir, 'cache.db') });
  await syncSites(cache, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
  cache.close();
});
afterAll(() => site.close());

function captured(env: NodeJS.ProcessEnv = {}, cwd?: string) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: { write: (text) => void (out.stdout += text) },
    stderr: { write: (text) => void (out.stderr += text) },
    env,
    cwd,
  };
  return { io, out };
}

describe('runCli', () => {
  it('returns the exit code and leaves process.exitCode alone, run after run', async () => {
    const exitCode = process.exitCode;
    const missing = captured();
    const url = `${site.url}/docs/nope.html`;
    expect(await runCli(['show', url, '--cache', join(dir, 'cache.db')], missing.io)).toBe(1);
    expect(missing.out).toEqual({ stdout: '', stderr: `folio: not in the cache: ${url}\n` });
    const found = captured();
    expect(await runCli(['status', '--cache', join(dir, 'cache.db')], found.io)).toBe(0);
    expect(found.out.stdout).toMatch(/^docset\s+pages/);
    expect(found.out.stderr).toBe('');
    expect(process.exitCode).toBe(exitCode);
  });

  it("sends commander's errors and help to the given streams", async () => {
    const bad = captured();
    expect(await runCli(['status', '--frobnicate'], bad.io)).toBe(2);
    expect(bad.out.stdout).toBe('');
    expect(bad.out.stderr).toMatch(/^error: unknown option '--frobnicate'\n/);
    const help = captured();
    expect(await runCli(['search', '--help'], help.io)).toBe(0);
    expect(help.out.stdout).toMatch(/^Usage: folio search \[options\] <query\.\.\.>/);
  });

  it('reads FOLIO_CACHE from the given env and relative paths from the given cwd', async () => {
    const other = tempDir();
    copyFileSync(join(dir, 'cache.db'), join(other, 'copy.db'));
    const byEnv = captured({ FOLIO_CACHE: 'copy.db' }, other);
    expect(await runCli(['status', '--json'], byEnv.io)).toBe(0);
    expect(JSON.parse(byEnv.out.stdout)).toMatchObject([{ docset: 'alpha', pages: 5 }]);
    const byOption = captured({}, dir);
    expect(await runCli(['search', 'stage 3', '--cache', 'cache.db', '--json'], byOption.io)).toBe(
      0,
    );
    expect(JSON.parse(byOption.out.stdout)).not.toEqual([]);
  });
});
