import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';

describe('a --cache that holds no cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-paths-'));
  it.each([['status'], ['search', 'zero'], ['show', 'https://docs.example.org/']])(
    '%s on a missing cache says how to fill it',
    async (...args) => {
      const run = await runFolioInProcess([...args, '--cache', join(dir, 'missing.db')]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /cannot open cache .*missing\.db: there is no such file yet; fill it with `folio sync`, .*`folio import BUNDLE`/,
      );
    },
  );

  it('says a folder is a folder, for readers and writers alike', async () => {
    for (const args of [['status'], ['export', '--out', join(dir, 'x.folio')]]) {
      const run = await runFolioInProcess([...args, '--cache', dir]);
      expect(run.code, args[0]).toBe(1);
      expect(run.stderr).toContain(
        `cannot open cache ${dir}: it is a folder, not a cache file: pass the file (e.g. ${join(dir, 'folio.db')})`,
      );
    }
  });
});
