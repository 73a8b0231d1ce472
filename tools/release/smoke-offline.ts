// The release smoke test's offline half, run by smoke.ts inside `unshare --net` (loopback only):
// the unpacked linux-x64 release, started with a PATH that holds no node, does what a user on an
// air-gapped machine does with it, down to syncing a docset rendered in the machine's Chromium.
// Arguments: the unpacked release folder, a bundle, a page URL in it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../test-support/chromium-launch.ts';
import { smokeRender } from './smoke-render.ts';

const [release, bundle, pageUrl] = process.argv.slice(2) as [string, string, string];
const folio = join(release, 'bin', 'folio');
const work = mkdtempSync(join(tmpdir(), 'folio-smoke-offline-'));
const home = join(work, 'home');
// Only what the launcher itself calls: a node anywhere on this PATH would hide a broken release.
const bin = join(work, 'bin');
mkdirSync(bin);
for (const tool of ['dirname', 'readlink']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
const env = { PATH: bin, HOME: home, LANG: 'C.UTF-8' };

function step(name: string, ok: boolean, detail = ''): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}\n`);
  if (!ok) process.exitCode = 1;
}
const run = (...args: string[]) => execFileSync(folio, args, { env, encoding: 'utf8' });

const offline = await lookup('registry.npmjs.org').then(
  () => false,
  () => true,
);
step('no network in here', offline);

const version = run('--version');
step(
  '--version',
  /portable release linux-x64/.test(version) && /node 24\./.test(version),
  version.trim().split('\n').slice(1).join(' | '),
);

// An empty cache: serve shows the app's Import button, as in a checkout.
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [...chromiumArgs],
});
try {
  const empty = await startServe();
  const page = await browser.newPage();
  await page.goto(empty.url);
  const importButton = page.getByRole('button', { name: 'Import a bundle' });
  await importButton.first().waitFor({ timeout: 15_000 });
  step('serve on an empty cache offers Import', true);
  empty.child.kill('SIGTERM');

  const imported = run('import', bundle);
  const cacheFile = join(home, '.local', 'share', 'folio', 'folio.db');
  step('import into the XDG data folder', existsSync(cacheFile), cacheFile);
  step('import output', imported.length > 0, imported.trim().split('\n').at(-1));

  const hits = JSON.parse(run('search', 'zero stage', '--json')) as Array<{
    url: string;
    title: string;
  }>;
  step('search', hits.length > 0, `${hits.length} hits, first ${hits[0]?.title}`);
  const shown = run('show', pageUrl);
  step('show', /partitions parameters/.test(shown), `${shown.length} chars`);

  const served = await startServe();
  await page.goto(served.url);
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('partitions parameters');
  const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await option.click();
  const article = page.locator('article.page-content');
  await article.getByText('partitions parameters').first().waitFor({ timeout: 15_000 });
  step(
    'serve: search and read a page in Chromium',
    true,
    await page.locator('article.page-content h1').innerText(),
  );
  served.child.kill('SIGTERM');

  const client = new Client({ name: 'folio-release-smoke', version: '1' });
  await client.connect(new StdioClientTransport({ command: folio, args: ['mcp'], env }));
  const server = client.getServerVersion();
  step('mcp initialize', server !== undefined, `${server?.name} ${server?.version}`);
  const result = (await client.callTool({
    name: 'search',
    arguments: { query: 'zero stage' },
  })) as {
    content: Array<{ type: string; text?: string }>;
  };
  const text = result.content.map((c) => c.text ?? '').join('');
  step('mcp search tool', /zero/i.test(text), `${text.length} chars`);
  await client.close();

  const out = join(work, 'again.folio');
  run('export', '--out', out);
  step('export', existsSync(out), out);

  await smokeRender(folio, env, work, step);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

async function startServe(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(folio, ['serve', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`folio serve exited ${code}: ${stdout}`)));
  });
  return { child, url };
}
