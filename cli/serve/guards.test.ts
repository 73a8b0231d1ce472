import { afterEach, describe, expect, it } from 'vitest';
import { httpRequest, postApi, rawExchange } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { startServeHarness } from './testing/serve-harness.ts';

const harnesses: ServeHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});
async function setup(): Promise<ServeHarness> {
  const harness = await startServeHarness();
  harnesses.push(harness);
  return harness;
}

describe('Host allowlist (DNS rebinding)', () => {
  it('refuses a Host that does not name this server, for GET and POST alike', async () => {
    const { port } = await setup();
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1.evil.example:${port}`,
      `localhost:${port}@evil.example`,
    ]) {
      // A Host that is not even a host name is refused by the adapter already (400).
      const get = await httpRequest(port, { headers: { host } });
      expect([host, get.status]).toEqual([host, host.includes('@') ? 400 : 403]);
      const post = await postApi(port, 'listDocsets', {}, { host, origin: `http://${host}` });
      expect([host, post.status]).toEqual([host, host.includes('@') ? 400 : 403]);
    }
  });

  it('refuses two Host headers, ours first or second, with 400', async () => {
    const { port } = await setup();
    for (const [first, second] of [
      [`127.0.0.1:${port}`, 'evil.example'],
      ['evil.example', `127.0.0.1:${port}`],
      [`127.0.0.1:${port}`, `127.0.0.1:${port}`],
    ]) {
      const status = await rawExchange(
        port,
        `GET / HTTP/1.1\r\nHost: ${first}\r\nhost: ${second}\r\nConnection: close\r\n\r\n`,
      );
      expect([first, second, status]).toEqual([first, second, 'HTTP/1.1 400 Bad Request']);
    }
  });

  it('accepts the loopback names, with or without a trailing dot or another port', async () => {
    const { port } = await setup();
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST.:${port}`,
      `[::1]:${port}`,
    ]) {
      expect([host, (await httpRequest(port, { headers: { host } })).status]).toEqual([host, 200]);
    }
  });

  it('refuses a request without Host and an absolute-form target', async () => {
    const { port } = await setup();
    expect(await rawExchange(port, 'GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.[01] 40[03]/);
    const empty = 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n';
    expect(await rawExchange(port, empty)).toMatch(/^HTTP\/1\.1 40[03]/);
    const absolute = `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;
    expect(await rawExchange(port, absolute)).toMatch(/^HTTP\/1\.1 403/);
  });
});

describe('CSRF and methods', () => {
  it('refuses a cross-origin POST and accepts one from our own page', async () => {
    const { port } = await setup();
    expect(
      (await postApi(port, 'getSettings', {}, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await postApi(port, 'getSettings', {}, { origin: 'null' })).status).toBe(403);
    expect(
      (await postApi(port, 'getSettings', {}, { origin: `http://localhost:${port}` })).status,
    ).toBe(403);
    expect(
      (await postApi(port, 'getSettings', {}, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(
      (
        await postApi(
          port,
          'getSettings',
          {},
          { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a POST that is not application/json (a form or a simple request)', async () => {
    const { port } = await setup();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await httpRequest(port, {
        method: 'POST',
        path: '/api/startSync',
        headers: { 'content-type': type },
        body: '{}',
      });
      expect([type, res.status]).toEqual([type, 415]);
    }
  });

  it('answers 405 to every method but GET, HEAD and POST', async () => {
    const { port } = await setup();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await httpRequest(port, { method, path: '/api/listDocsets' });
      expect([method, res.status]).toEqual([method, 405]);
    }
    expect(
      (
        await httpRequest(port, {
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(405);
  });
});

describe('response headers', () => {
  it('sets nosniff, no-referrer and DENY on every answer, and never allows other origins', async () => {
    const h = await setup();
    const answers = [
      await httpRequest(h.port),
      await httpRequest(h.port, { path: '/asset?url=x' }),
      await httpRequest(h.port, { headers: { host: 'evil.example' } }),
      await httpRequest(h.port, { method: 'PUT' }),
      await httpRequest(h.port, {
        method: 'POST',
        path: '/api/getPage',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      }),
      await httpRequest(h.port, {
        method: 'POST',
        path: '/api/getPage',
        headers: { 'content-type': 'application/json' },
        body: '{"url": 1}',
      }),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
