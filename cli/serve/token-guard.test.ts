import { afterEach, describe, expect, it } from 'vitest';
import { createToken } from './token-guard.ts';
import { httpRequest, postApi } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { SHELL, startServeHarness } from './testing/serve-harness.ts';

const harnesses: ServeHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

describe('token when bound beyond loopback', () => {
  it('creates 256-bit URL-safe tokens', () => {
    const token = createToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(createToken()).not.toBe(token);
  });

  it('requires the token; ?token= once sets an HttpOnly SameSite=Strict cookie that then works', async () => {
    const token = createToken();
    // Bound to every interface, but the test only ever connects to 127.0.0.1.
    const h = await startServeHarness({ host: '0.0.0.0', token });
    harnesses.push(h);
    const { port } = h;

    const none = await httpRequest(port);
    expect(none.status).toBe(401);
    expect(none.text).toMatch(/needs its token: open the link/);
    expect((await httpRequest(port, { path: `/?token=${createToken()}` })).status).toBe(401);
    expect((await httpRequest(port, { path: '/?token=' })).status).toBe(401);
    expect((await postApi(port, 'listDocsets', {})).status).toBe(401);
    expect((await httpRequest(port, { path: '/asset?url=x' })).status).toBe(401);

    const login = await httpRequest(port, { path: `/docs/fixture?token=${token}&x=1` });
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe('/docs/fixture?x=1');
    const cookie = (login.headers['set-cookie'] as string[])[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const pair = cookie.split(';')[0]!;

    const page = await httpRequest(port, { path: '/docs/fixture', headers: { cookie: pair } });
    expect([page.status, page.text]).toEqual([200, SHELL]);
    expect((await postApi(port, 'listDocsets', {}, { cookie: pair })).status).toBe(200);
    expect((await httpRequest(port, { headers: { cookie: 'folio_token=wrong' } })).status).toBe(
      401,
    );

    expect(
      (await postApi(port, 'getSettings', {}, { authorization: `Bearer ${token}` })).status,
    ).toBe(200);
    expect((await postApi(port, 'getSettings', {}, { authorization: 'Bearer wrong' })).status).toBe(
      401,
    );
  });

  it('still checks the Host before the token', async () => {
    const token = createToken();
    const h = await startServeHarness({ host: '0.0.0.0', token });
    harnesses.push(h);
    const evil = await httpRequest(h.port, {
      path: `/?token=${token}`,
      headers: { host: `evil.example:${h.port}` },
    });
    expect(evil.status).toBe(403);
    // Bound to every interface, any IP literal of this machine is a fine Host (it cannot be rebound).
    const byIp = await httpRequest(h.port, {
      headers: { host: `10.1.2.3:${h.port}`, authorization: `Bearer ${token}` },
    });
    expect(byIp.status).toBe(200);
  });
});
