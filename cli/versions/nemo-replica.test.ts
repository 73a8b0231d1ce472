import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/engine/load-catalog.ts';
import { syncOnce } from '../../core/mirror/testing/mirror-harness.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

let replica: Replica;
let env: NodeJS.ProcessEnv;
let userCatalog: string;
let cache: string;

beforeAll(async () => {
  replica = await startReplica('nemo-framework');
  const dir = mkdtempSync(join(tmpdir(), 'folio-nemo-versions-'));
  env = { XDG_CONFIG_HOME: join(dir, 'config'), FOLIO_CACHE: join(dir, 'folio.db') };
  cache = join(dir, 'folio.db');
  userCatalog = join(dir, 'config', 'folio', 'catalog.md');
  mkdirSync(join(dir, 'config', 'folio'), { recursive: true });
  // The seed's row, pointed at the replica (named apart from the seed's): what `folio add --version` finds the docset by.
  writeFileSync(
    userCatalog,
    `## Distributed Training\n\n| Tool | One line | Docs | Package |\n|---|---|---|---|\n| NeMo Replica | end-to-end generative-AI training platform | <${replica.url}/nemo-framework/> | \`nemo-toolkit\` |\n`,
  );
});
afterAll(() => replica.close());

describe('NeMo Framework (replica) at an archived version beside latest', () => {
  it('lists the versions its pages link to', async () => {
    const run = await runFolioInProcess(['versions', 'nemo-replica'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(
      `nemo-replica: 3 versions, from version links (${replica.url}/nemo-framework/user-guide/latest/index.html)`,
    );
  });

  it('adds 24.07 under the catalog’s docset, and nemo@24.07: finds that version’s page', async () => {
    const add = await runFolioInProcess(
      ['add', `${replica.url}/nemo-framework/user-guide/24.07/`, '--version', '24.07'],
      env,
    );
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toContain('Added "nemo-replica@24.07"');
    const loaded = await loadCatalog([userCatalog]);
    expect(loaded.problems).toEqual([]);
    const opened = openCache({ file: cache });
    try {
      const { results } = await syncOnce(opened, loaded.docsets, { overrides: loaded.overrides });
      expect(results.map((r) => r.outcome)).toEqual(['ok', 'ok']);
    } finally {
      opened.close();
    }
    type Hit = { docset: string; url: string };
    const search = async (query: string) => {
      const run = await runFolioInProcess(['search', '--json', query], env);
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as Hit[]).map((h) => `${h.docset} ${new URL(h.url).pathname}`);
    };
    expect(await search('nemo@24.07: launcher tutorial')).toEqual([
      'nemo-replica@24.07 /nemo-framework/user-guide/24.07/',
    ]);
    // Unscoped, the docset is searched at its newest: the 24.07 container's page is not there.
    expect(
      (await search('launcher tutorial container')).filter((h) => h.includes('24.07')),
    ).toEqual([]);
  });
});
