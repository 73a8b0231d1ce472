import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ServeEnv } from './serve-env.ts';

const COOKIE = 'folio_token';

/** 256 bits from the CSPRNG, URL-safe so it can be pasted as `?token=`. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * When `folio serve` listens beyond loopback, anyone who can reach the port could read the cache
 * and start syncs, so every request needs the token (as Jupyter does). A browser brings it once
 * as `?token=`, which is swapped for an HttpOnly SameSite=Strict cookie and a redirect to the
 * same URL without it, so it does not stay in the address bar or history; scripts use
 * `Authorization: Bearer`. Compared in constant time, and never logged.
 */
export function tokenGuard(token: string) {
  const expected = digest(token);
  const matches = (candidate: string | undefined): boolean =>
    candidate !== undefined && timingSafeEqual(digest(candidate), expected);

  return createMiddleware<ServeEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const fromQuery = url.searchParams.get('token') ?? undefined;
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && matches(fromQuery)) {
      setCookie(c, COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/' });
      url.searchParams.delete('token');
      return c.body(null, 303, {
        Location: `${url.pathname}${url.search}`,
        'Cache-Control': 'no-store',
      });
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (matches(bearer) || matches(getCookie(c, COOKIE))) return next();
    return c.body(null, 401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' });
  });
}

/** Hashing first gives both sides one length, which timingSafeEqual requires. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
