import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { page, smallDocsSite } from '../core/mirror/testing/small-docs-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { objectsInv } from '../test-support/sites/support/objects-inv.ts';
import { findElectronBinary } from '../electron/find-electron-binary.ts';
import { SAMPLES_ENTRY, SAMPLES_OTHER_VERSION, readerSamplesSite } from './reader-samples-site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const folio = join(root, 'bin', 'folio');

/** A second docset, left unsynced so a spec can sync it and watch the progress. */
function liveSite(): Record<string, string> {
  const files: Record<string, string> = { '/robots.txt': 'User-agent: *\n' };
  for (let i = 0; i < 12; i++) {
    files[`/live/p${i}.html`] = page(
      `Live page ${i}`,
      `<h2 id="s${i}">Section ${i}</h2><p>Live content number ${i} about tensor parallel ranks.</p><a href="p${(i + 1) % 12}.html">next</a>`,
    );
  }
  files['/live/index.html'] = page('Live docs', '<p><a href="p0.html">Start</a></p>');
  // One page of the docs in a folder below their root, which it names as Sphinx does; linked
  // from nowhere, so a sync of the site never meets it.
  files['/live/guide/setup.html'] = page('Setup', '<p>Install the ranks.</p>').replace(
    '</head>',
    '<script id="documentation_options" data-url_root="../"></script></head>',
  );
  return files;
}

/**
 * Builds what the specs read: a cache synced from a fixture site that is then stopped (reading
 * must work offline), a live fixture site for the sync spec, and `folio serve` over that cache.
 * The URL reaches the specs through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync('npm', ['run', 'build:renderer'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:renderer failed');

  const dir = mkdtempSync(join(tmpdir(), 'folio-e2e-'));
  // With a Sphinx inventory, so a spec can search an API symbol by its full name.
  const inventory = objectsInv('Fixture', '1.0', [
    {
      name: 'deepspeed.DeepSpeedEngine.step',
      role: 'py:method',
      uri: 'api/engine.html#engine.step',
    },
  ]);
  const offline = await serveSite({
    files: { ...smallDocsSite(), '/docs/objects.inv': inventory },
  });
  const samples = await serveSite({ files: readerSamplesSite() });
  const live = await serveSite({ files: liveSite() });
  const catalog = join(dir, 'catalog.md');
  writeFileSync(
    catalog,
    `---\ntitle: E2E\n---\n\n## Training\n\n| Tool | One line | Docs |\n|---|---|---|\n| Fixture Docs | ZeRO and pipelines, offline | <${offline.url}/docs/index.html> |\n| Reader Samples | what the reader must show well | <${samples.url}${SAMPLES_ENTRY}> |\n\n## Live\n\n| Tool | One line | Docs |\n|---|---|---|\n| Live Docs | a site that stays up | <${live.url}/live/index.html> |\n`,
  );
  // The samples are mirrored in two versions: search folds a section found in both into one hit.
  writeFileSync(
    join(dir, 'catalog.overrides.json'),
    JSON.stringify({ 'reader-samples': { versions: [SAMPLES_OTHER_VERSION] } }),
  );
  const cache = join(dir, 'folio.db');
  const docsets = ['fixture-docs', 'reader-samples'].flatMap((id) => ['--docset', id]);
  // Not spawnSync: the fixture sites answer from this very process.
  const sync = spawn(folio, ['sync', '--catalog', catalog, '--cache', cache, ...docsets], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let syncErrors = '';
  sync.stderr.on('data', (chunk: Buffer) => (syncErrors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => sync.once('exit', resolve));
  if (code !== 0) throw new Error(`folio sync failed (${code}): ${syncErrors}`);
  await offline.close();
  await samples.close();

  const settings = join(dir, 'settings');
  const server = spawn(folio, ['serve', '--catalog', catalog, '--cache', cache, '--port', '0'], {
    env: { ...process.env, FOLIO_HOME: settings },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at (http:\/\/\S+\/)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`folio serve exited (${code}): ${out}`)));
  });
  process.env.FOLIO_E2E_URL = url;
  const electronBinary = findElectronBinary(join(root, 'node_modules', 'electron'), process.env);
  if (electronBinary === undefined) {
    process.stdout.write(
      'e2e: the "electron" project will skip: the Electron binary is not installed here (it downloads from GitHub on first use, which this machine cannot reach). The same specs run in Chromium against folio serve.\n',
    );
  }
  process.env.FOLIO_E2E_CACHE = cache;
  process.env.FOLIO_E2E_CATALOG = catalog;
  process.env.FOLIO_E2E_OFFLINE_ORIGIN = offline.origin;
  process.env.FOLIO_E2E_SAMPLES_ORIGIN = samples.origin;
  process.env.FOLIO_E2E_LIVE_ORIGIN = live.origin;
  process.env.FOLIO_HOME = settings;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await live.close();
  };
}
