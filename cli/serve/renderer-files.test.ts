import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_CSP } from './renderer-files.ts';
import { httpRequest, rawExchange } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { SECRET, SHELL, startServeHarness } from './testing/serve-harness.ts';

const harnesses: ServeHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});
async function setup(options?: { renderer?: boolean }): Promise<ServeHarness> {
  const harness = await startServeHarness(options);
  harnesses.push(harness);
  return harness;
}

describe('the built renderer', () => {
  it('serves index.html with the strict CSP for the app and its routes, and the assets', async () => {
    const { port } = await setup();
    for (const path of ['/', '/index.html', '/docs/fixture', '/search?q=zero']) {
      const res = await httpRequest(port, { path });
      expect([path, res.status, res.text]).toEqual([path, 200, SHELL]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(SHELL_CSP);
    }
    const script = await httpRequest(port, { path: '/assets/app-1a2b.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect((await httpRequest(port, { path: '/assets/missing.js' })).status).toBe(404);
    const head = await httpRequest(port, { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('never answers from outside its folder, however the path is spelled', async () => {
    const { port } = await setup();
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/..\\secret.txt',
      '//secret.txt',
      '/link.txt',
      '/%00',
      '/secret.txt%00.html',
      '/%c0%ae%c0%ae/secret.txt',
      '/C:/secret.txt',
      '/CON',
    ];
    for (const path of attempts) {
      const res = await httpRequest(port, { path });
      expect(res.text, path).not.toContain(SECRET);
      expect([path, res.status === 404 || res.status === 400 || res.text === SHELL]).toEqual([
        path,
        true,
      ]);
    }
    for (const path of ['/../secret.txt', '/..\\secret.txt']) {
      const line = await rawExchange(
        port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(line).toMatch(/^HTTP\/1\.1 (200|400|404)/);
    }
  });

  it('says how to build the renderer when it is not built', async () => {
    const { port } = await setup({ renderer: false });
    const res = await httpRequest(port, { path: '/' });
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build:renderer');
    expect(res.headers['content-security-policy']).toBe(SHELL_CSP);
    expect(
      (
        await httpRequest(port, {
          path: '/api/listDocsets',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(200);
  });
});
