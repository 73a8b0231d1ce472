import { copyFileSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocset, syncOnce, tempCache } from '../../core/mirror/testing/mirror-harness.ts';
import { smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolio, tempCacheFile, writeCatalog } from '../testing/run-folio.ts';
import { startServe as startFolioServe } from '../testing/start-serve.ts';

const env = { FOLIO_HOME: mkdtempSync(join(tmpdir(), 'folio-home-')) };

let site: SiteServer;
let cacheFile: string;
beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  const cache = tempCache();
  cacheFile = cache.file;
  await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
  cache.close();
});
afterAll(() => site.close());

/** `folio serve` on the fixture cache (or another), with its own settings folder. */
const startServe = (args: string[], cache = cacheFile) =>
  startFolioServe(['--cache', cache, ...args], env);

const post = (base: URL, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(`/api/${method}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('folio serve', () => {
  it('serves a read-only cache on 127.0.0.1, refuses syncs, and exits 0 on SIGTERM', async () => {
    const serve = await startServe(['--read-only']);
    expect(serve.url.hostname).toBe('127.0.0.1');
    expect(serve.output().stdout).toContain(`Folio is serving ${cacheFile} at http://127.0.0.1:`);
    expect(serve.output().stdout).toMatch(/ssh -L (\d+):127\.0\.0\.1:\1 /);

    const docsets = await post(serve.url, 'listDocsets', {});
    expect(docsets.status).toBe(200);
    expect(await docsets.json()).toMatchObject([{ id: 'fixture', pages: 5 }]);
    const page = await post(serve.url, 'getPage', { url: `${site.url}/docs/guide/zero.html` });
    expect(await page.json()).toMatchObject({ title: 'Zero Redundancy Optimizer' });
    const sync = await post(serve.url, 'startSync', {});
    expect(sync.status).toBe(403);
    const syncBody = (await sync.json()) as { error: { code: string; message: string } };
    expect(syncBody.error.code).toBe('forbidden');
    expect(syncBody.error.message).toMatch(/^read-only cache: syncing/);
    const access = await post(serve.url, 'getAccess', {});
    expect(await access.json()).toEqual({ readOnly: true, role: 'admin' });
    const shell = await fetch(serve.url);
    expect(shell.headers.get('x-frame-options')).toBe('DENY');

    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);
    expect(serve.output().stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('needs a token when bound beyond loopback, prints it once, and exits 0 on SIGINT', async () => {
    const serve = await startServe(['--host', '0.0.0.0', '--read-only']);
    const token = serve.url.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(serve.output().stdout).toMatch(/That is the team link/);
    expect(serve.output().stdout).toMatch(/No admin link: the cache is read-only/);
    // Bound to every interface, the link to share names the machine, not 127.0.0.1.
    expect(serve.url.hostname).toBe(hostname().toLowerCase());
    const base = new URL(`http://127.0.0.1:${serve.url.port}/`);
    const refused = await post(base, 'getSettings', {});
    expect(refused.status).toBe(401);
    const refusedBody = (await refused.json()) as { error: { code: string; message: string } };
    expect(refusedBody.error.code).toBe('unauthorized');
    expect(refusedBody.error.message).toMatch(/needs its token/);
    expect((await post(base, 'getSettings', {}, { authorization: `Bearer ${token}` })).status).toBe(
      200,
    );

    serve.child.kill('SIGINT');
    expect(await serve.exited).toBe(0);
    expect(serve.output().stderr).not.toContain(token);
  });

  it('serves a team: a pinned reader link that cannot manage, an admin link, and a history per browser', async () => {
    const tokenFile = join(mkdtempSync(join(tmpdir(), 'folio-token-')), 'team.token');
    const cache = tempCacheFile();
    copyFileSync(cacheFile, cache);
    const first = await startServe(
      ['--host', '0.0.0.0', '--token-file', tokenFile, '--allow-host', 'vm.local'],
      cache,
    );
    const reader = first.url.searchParams.get('token')!;
    expect(readFileSync(tokenFile, 'utf8').trim()).toBe(reader);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const admin = /Admin link[^\n]*\?token=([\w-]+)/.exec(first.output().stdout)![1]!;
    expect(admin).not.toBe(reader);
    const base = new URL(`http://127.0.0.1:${first.url.port}/`);
    const as = (token: string, browser?: string) => ({
      authorization: `Bearer ${token}`,
      ...(browser ? { cookie: `folio_browser=${browser}` } : {}),
    });

    expect(await (await post(base, 'getAccess', {}, as(reader))).json()).toEqual({
      readOnly: false,
      role: 'reader',
    });
    const forbidden = await post(base, 'startSync', {}, as(reader));
    expect(forbidden.status).toBe(403);
    const forbiddenBody = (await forbidden.json()) as { error: { code: string; message: string } };
    expect(forbiddenBody.error.code).toBe('forbidden');
    expect(forbiddenBody.error.message).toMatch(/reader link/);
    expect((await post(base, 'importBundle', { path: '/etc/passwd' }, as(reader))).status).toBe(
      403,
    );
    expect(await (await post(base, 'getAccess', {}, as(admin))).json()).toEqual({
      readOnly: false,
      role: 'admin',
    });

    // Two browsers on the one reader link: each its own history.
    const page = { url: `${site.url}/docs/guide/zero.html`, title: 'ZeRO', docset: 'fixture' };
    const firstVisit = await post(base, 'recordVisit', page, as(reader));
    const alice = /folio_browser=([\w-]+)/.exec(firstVisit.headers.get('set-cookie') ?? '')![1]!;
    await post(
      base,
      'recordVisit',
      { ...page, url: `${site.url}/docs/index.html` },
      as(reader, alice),
    );
    const bob = 'b'.repeat(22);
    const history = async (browser: string, at = base) =>
      (
        (await (await post(at, 'listHistory', {}, as(reader, browser))).json()) as Array<{
          url: string;
        }>
      ).map((v) => v.url);
    expect(await history(alice)).toHaveLength(2);
    expect(await history(bob)).toEqual([]);

    // A name given with --allow-host is answered; another gets a 403 that says how to allow it.
    const withHost = (name: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: Number(first.url.port), path: '/', headers: { host: name } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect((await withHost('vm.local')).status).toBe(401);
    const other = await withHost('other.example');
    expect(other.status).toBe(403);
    expect(other.body).toMatch(/--allow-host other\.example/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Restarted with the same file, the shared link still opens; the admin link does not.
    const second = await startServe(['--host', '0.0.0.0', '--token-file', tokenFile], cache);
    expect(second.url.searchParams.get('token')).toBe(reader);
    const again = new URL(`http://127.0.0.1:${second.url.port}/`);
    expect((await post(again, 'listDocsets', {}, as(reader))).status).toBe(200);
    expect((await post(again, 'listDocsets', {}, as(admin))).status).toBe(401);
    expect(await history(alice, again)).toHaveLength(2);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('syncs from its catalog, and a SIGTERM mid-sync cancels it and still exits 0', async () => {
    const catalog = writeCatalog([['Fixture', 'Test docs', `<${site.url}/docs/index.html>`]]);
    const slow = site.use(async (req) => {
      if (req.url?.startsWith('/docs/guide/')) await new Promise((r) => setTimeout(r, 2000));
      return false;
    });
    try {
      const serve = await startServe(['--catalog', catalog, '--create'], tempCacheFile());
      expect(await (await post(serve.url, 'listDocsets', {})).json()).toMatchObject([
        { id: 'fixture', pages: 0, syncing: false },
      ]);
      expect((await post(serve.url, 'startSync', {})).status).toBe(200);
      await expect
        .poll(
          async () =>
            (
              (await (await post(serve.url, 'getSyncState', {})).json()) as {
                docsets: Array<{ done: number }>;
              }
            ).docsets[0]?.done,
          // Worker start-up, robots.txt, llms.txt, sitemap and soft-404 probes come first: on a
          // loaded machine the first page can take longer than poll's 1 s default.
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
    } finally {
      slow();
    }
  });

  it('--sync-every syncs a stale cache by itself while online, and stops with the server', async () => {
    const catalog = writeCatalog([['Fixture', 'Test docs', `<${site.url}/docs/index.html>`]]);
    const serve = await startServe(
      ['--catalog', catalog, '--sync-every', '24h', '--create'],
      tempCacheFile(),
    );
    await expect
      .poll(
        async () =>
          ((await (await post(serve.url, 'listDocsets', {})).json()) as Array<{ pages: number }>)[0]
            ?.pages,
        { timeout: 15_000 },
      )
      .toBe(5);
    await expect.poll(() => serve.output().stderr).toContain('scheduled sync finished');
    const [changes] = (await (await post(serve.url, 'getChanges', {})).json()) as Array<{
      counts: { added: number };
      stale: boolean;
    }>;
    expect(changes).toMatchObject({ counts: { added: 5 }, stale: false });
    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);
  });

  it('refuses --sync-every on a read-only cache or with a bad duration (exit 2)', async () => {
    const readOnly = await runFolio(
      ['serve', '--cache', cacheFile, '--read-only', '--sync-every', '24h'],
      env,
    );
    expect(readOnly.code).toBe(2);
    expect(readOnly.stderr).toContain('--sync-every cannot sync a --read-only cache');
    const bad = await runFolio(['serve', '--cache', cacheFile, '--sync-every', 'daily'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not a duration: "daily"');
  });

  it('says so and exits 1 when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const run = await runFolio(
        ['serve', '--cache', cacheFile, '--read-only', '--port', String(port)],
        env,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`folio: port ${port} on 127.0.0.1 is in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a --cache path that names nothing unless asked to --create it (exit 2)', async () => {
    const typo = join(mkdtempSync(join(tmpdir(), 'folio-typo-')), 'folo.db');
    const run = await runFolio(['serve', '--cache', typo, '--port', '0'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`no cache at ${typo}: check the path, or add --create`);
    expect(existsSync(typo)).toBe(false);
  });

  it('calls a bad port bad usage (exit 2)', async () => {
    const run = await runFolio(['serve', '--cache', cacheFile, '--port', 'http'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--port must be a whole number');
  });
});
