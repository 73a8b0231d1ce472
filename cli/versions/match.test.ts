import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDocsSite } from '../../core/mirror/testing/release-docs-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

let site: SiteServer;
let dir: string;
let env: NodeJS.ProcessEnv;
let catalog: string;

/** A folder of `*.dist-info`, as an interpreter's site-packages holds them. */
function fakeEnvironment(root: string, packages: Record<string, string>): string {
  mkdirSync(root, { recursive: true });
  for (const [name, version] of Object.entries(packages)) {
    const info = join(root, `${name}-${version}.dist-info`);
    mkdirSync(info, { recursive: true });
    writeFileSync(
      join(info, 'METADATA'),
      `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\nSummary: x\n\nVersion: 9.9.9 in the description is not the version\n`,
    );
  }
  return root;
}

beforeAll(async () => {
  site = await serveSite({ files: releaseDocsSite() });
  site.setFile(
    '/en/versions.json',
    JSON.stringify([
      { version: '0.15.1', title: '0.15.1', aliases: ['latest'] },
      { version: '0.14.0', title: '0.14.0', aliases: [] },
      { version: '0.13.2', title: '0.13.2', aliases: [] },
    ]),
  );
  dir = mkdtempSync(join(tmpdir(), 'folio-match-'));
  env = { XDG_CONFIG_HOME: join(dir, 'config'), FOLIO_CACHE: join(dir, 'folio.db') };
  catalog = join(dir, 'train.md');
  writeFileSync(
    catalog,
    [
      '## Training',
      '',
      '| Tool | One line | Docs | Package |',
      '|---|---|---|---|',
      `| Trainer | a trainer | <${site.url}/en/latest/> | \`trainer-lib\` |`,
      `| Tuner | a tuner | <${site.url}/tuner/> | \`tuner\` |`,
      '',
    ].join('\n'),
  );
});
afterAll(() => site.close());

const match = (...args: string[]) =>
  runFolioInProcess(['match', '--catalog', catalog, ...args], env);

describe('folio match', () => {
  it('maps a site-packages folder to the catalog and picks the closest documented version', async () => {
    const envDir = fakeEnvironment(join(dir, 'site-packages'), {
      trainer_lib: '0.14.2',
      numpy: '2.0.0',
    });
    const run = await match('--site-packages', envDir, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      {
        package: 'trainer-lib',
        installed: '0.14.2',
        docset: 'trainer@0.14.0',
        documented: '0.14.0',
        fit: 'same minor',
        url: `${site.url}/en/0.14.0/`,
        versionsFrom: `mike versions.json (${site.url}/en/versions.json)`,
      },
    ]);
    // Only the docs site was asked: the environment is read from disk.
    expect(site.requests.some((r) => r.path.includes('dist-info'))).toBe(false);
  });

  it('says which rule picked each version: exact, nearest older, none', async () => {
    const exact = fakeEnvironment(join(dir, 'exact'), { 'Trainer.Lib': '0.13.2' });
    const text = await match('--site-packages', exact);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(
      '1 of 1 installed distributions have docs in the catalogs\n' +
        'package      installed  docset          documented  fit\n' +
        'trainer-lib  0.13.2     trainer@0.13.2  0.13.2      exact\n',
    );
    const older = fakeEnvironment(join(dir, 'older'), { trainer_lib: '0.16.2', tuner: '1.0' });
    const json = JSON.parse((await match('--site-packages', older, '--json')).stdout) as Array<{
      docset: string;
      fit?: string;
      versionsFrom: string;
    }>;
    expect(json.map((m) => [m.docset, m.fit])).toEqual([
      ['trainer@0.15.1', 'nearest older'],
      ['tuner', undefined],
    ]);
    expect(json[1]?.versionsFrom).toBe('the site lists no versions: its entry’s docs');
  });

  it('reads a real interpreter’s environment with importlib.metadata', async () => {
    const venv = join(dir, 'venv');
    execFileSync('python3', ['-m', 'venv', '--without-pip', venv]);
    const lib = join(venv, 'lib');
    const sitePackages = join(lib, readdirSync(lib)[0]!, 'site-packages');
    fakeEnvironment(sitePackages, { trainer_lib: '0.15.1' });
    const run = await match('--python', join(venv, 'bin', 'python'), '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject([
      { package: 'trainer-lib', installed: '0.15.1', docset: 'trainer@0.15.1', fit: 'exact' },
    ]);
    const missing = await match('--python', join(dir, 'no-python'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*no-python's packages/);
  });

  it('--sync adds the matched versions to the user catalog and mirrors exactly those', async () => {
    const envDir = fakeEnvironment(join(dir, 'sync-env'), { trainer_lib: '0.14.0' });
    const run = await match('--site-packages', envDir, '--sync');
    expect(run.code, run.stderr).toBe(0);
    const userCatalog = readFileSync(join(dir, 'config', 'folio', 'catalog.md'), 'utf8');
    expect(userCatalog).toContain(
      `| Trainer@0.14.0 | a trainer (for trainer-lib 0.14.0, exact) | <${site.url}/en/0.14.0/> |`,
    );
    const status = await runFolioInProcess(['status', '--json'], env);
    expect(JSON.parse(status.stdout) as Array<{ docset: string; pages: number }>).toEqual([
      expect.objectContaining({ docset: 'trainer@0.14.0', pages: 3 }),
    ]);
    const found = await runFolioInProcess(['search', '--json', 'trainer@0.14.0: host memory'], env);
    expect((JSON.parse(found.stdout) as Array<{ url: string }>).map((h) => h.url)).toEqual([
      `${site.url}/en/0.14.0/offload.html`,
    ]);
  });
});
