import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/engine/load-catalog.ts';
import { syncOnce } from '../../core/mirror/testing/mirror-harness.ts';
import { releaseDocsSite } from '../../core/mirror/testing/release-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

let site: SiteServer;
let dir: string;
let env: NodeJS.ProcessEnv;
let cache: string;
let catalog: string;

beforeAll(async () => {
  site = await serveSite({ files: releaseDocsSite() });
  dir = mkdtempSync(join(tmpdir(), 'folio-side-by-side-'));
  env = { XDG_CONFIG_HOME: join(dir, 'config'), FOLIO_CACHE: join(dir, 'folio.db') };
  cache = join(dir, 'folio.db');
  catalog = join(dir, 'train.md');
  writeFileSync(
    catalog,
    [
      '## Training',
      '',
      '| Tool | One line | Docs | Versions |',
      '|---|---|---|---|',
      `| Trainer | a trainer | <${site.url}/en/latest/> | 0.14.0 |`,
      '',
    ].join('\n'),
  );
});
afterAll(() => site.close());

/**
 * The engine's sync of the catalogs, in process with extraction inline: what `folio sync` runs,
 * without starting extraction workers for three pages.
 */
async function sync(files: string[], only?: string): Promise<void> {
  const loaded = await loadCatalog(files);
  expect(loaded.problems).toEqual([]);
  const docsets = loaded.docsets.filter((d) => only === undefined || d.id === only);
  const opened = openCache({ file: cache });
  try {
    const { results } = await syncOnce(opened, docsets, { overrides: loaded.overrides });
    expect(results.map((r) => r.outcome)).toEqual(docsets.map(() => 'ok'));
  } finally {
    opened.close();
  }
}

type Hit = { docset: string; url: string; title: string };
const search = async (...args: string[]): Promise<Hit[]> => {
  const run = await runFolioInProcess(['search', '--cache', cache, '--json', ...args], env);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Hit[];
};
const paths = (hits: Hit[]) => hits.map((h) => `${h.docset} ${new URL(h.url).pathname}`);

describe('two versions of one docset, side by side', () => {
  it('syncs the catalog’s Versions cell as a docset of its own', async () => {
    await sync([catalog]);
    const status = await runFolioInProcess(['status', '--json'], env);
    const rows = JSON.parse(status.stdout) as Array<{ docset: string; pages: number }>;
    expect(rows.map((r) => [r.docset, r.pages])).toEqual([
      ['trainer', 2],
      ['trainer@0.14.0', 3],
    ]);
    // Each version stays in its own folder: no docset asks for the other releases.
    const asked = site.requests.map((r) => r.path);
    expect(asked.filter((p) => /^\/en\/(0\.15\.1|0\.13\.2)\//.test(p))).toEqual([]);
  });

  it('searches the newest version when none is named, and the one a scope names', async () => {
    expect(paths(await search('optimizer state'))).toEqual(['trainer /en/latest/offload.html']);
    expect(paths(await search('trainer@0.14.0: optimizer state'))).toEqual([
      'trainer@0.14.0 /en/0.14.0/offload.html',
    ]);
    // A version prefix means the newest release it names; `--docset` reads the same way.
    expect(paths(await search('trainer@0.14: host memory'))).toEqual([
      'trainer@0.14.0 /en/0.14.0/offload.html',
    ]);
    expect(paths(await search('--docset', 'trainer@0.14.0', 'hostfile'))).toEqual([
      'trainer@0.14.0 /en/0.14.0/launcher.html',
    ]);
    // The latest release has no launcher page and says nothing of host memory.
    expect(await search('hostfile')).toEqual([]);
    expect(paths(await search('trainer@*: optimizer state')).sort()).toEqual([
      'trainer /en/latest/offload.html',
      'trainer@0.14.0 /en/0.14.0/offload.html',
    ]);
  });

  it('lists the versions the site offers, newest first, the mirrored ones marked', async () => {
    site.setFile(
      '/en/versions.json',
      JSON.stringify(
        ['0.13.2', '0.15.1', '0.14.0'].map((version) => ({
          version,
          title: version,
          aliases: version === '0.15.1' ? ['latest'] : [],
        })),
      ),
    );
    const run = await runFolioInProcess(['versions', 'trainer', '--catalog', catalog], env);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `trainer: 3 versions, from mike versions.json (${site.url}/en/versions.json)`,
    );
    expect(lines.slice(1).map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
      `0.15.1 (latest) ${site.url}/en/0.15.1/ mirrored as trainer`,
      `0.14.0 ${site.url}/en/0.14.0/ mirrored as trainer@0.14.0`,
      `0.13.2 ${site.url}/en/0.13.2/`,
    ]);
    site.deleteFile('/en/versions.json');
  });

  it('labels each hit and page with its version', async () => {
    const text = await runFolioInProcess(['search', 'trainer@0.14.0: host memory'], env);
    expect(text.stdout).toMatch(/^ 1\. \[trainer@0\.14\.0 · version 0\.14\.0\] ZeRO offload\n/);
    const show = await runFolioInProcess(['show', `${site.url}/en/0.14.0/offload.html`], env);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout.split('\n').slice(0, 3)).toEqual([
      'ZeRO offload',
      `${site.url}/en/0.14.0/offload.html`,
      'trainer@0.14.0 · version 0.14.0',
    ]);
  });

  it('says which version a scope names that is not mirrored', async () => {
    const run = await runFolioInProcess(['search', '--cache', cache, 'trainer@0.9: offload'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no docset "trainer@0\.9" in the cache/);
  });

  it('adds a version with folio add --version, and removes it by its id', async () => {
    const add = await runFolioInProcess(
      ['add', `${site.url}/en/latest/`, '--version', '0.13.2', '--name', 'Trainer'],
      env,
    );
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toContain('Added "trainer@0.13.2"');
    const userCatalog = join(dir, 'config', 'folio', 'catalog.md');
    expect(readFileSync(userCatalog, 'utf8')).toContain(
      `| Trainer@0.13.2 | generic documentation, version 0.13.2 | <${site.url}/en/0.13.2/> |`,
    );
    await sync([catalog, userCatalog], 'trainer@0.13.2');
    expect(paths(await search('trainer@0.13.2: legacy flag'))).toEqual([
      'trainer@0.13.2 /en/0.13.2/offload.html',
    ]);
    const remove = await runFolioInProcess(['remove', 'trainer@0.13.2', '--purge'], env);
    expect(remove.code, remove.stderr).toBe(0);
    expect(remove.stdout).toContain('Removed "trainer@0.13.2"');
    expect(readFileSync(userCatalog, 'utf8')).not.toContain('0.13.2');
    const status = await runFolioInProcess(['status', '--json'], env);
    const ids = (JSON.parse(status.stdout) as Array<{ docset: string }>).map((r) => r.docset);
    expect(ids).toEqual(['trainer', 'trainer@0.14.0']);
  });
});
