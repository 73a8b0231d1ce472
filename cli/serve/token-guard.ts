import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { refusal } from './refusal.ts';
import type { Role, ServeEnv } from './serve-env.ts';

const COOKIE = 'folio_token';

/** 256 bits from the CSPRNG, URL-safe so it can be pasted as `?token=`. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The tokens of a server beyond loopback: the team's reader link and the starter's admin link. */
export interface ServeTokens {
  reader?: string;
  admin?: string;
}

/**
 * When `folio serve` listens beyond loopback, anyone who can reach the port could read the cache
 * and start syncs, so every request needs a token (as Jupyter does), and the token says the role:
 * the reader token is the link a team shares, the admin token the one only its starter sees. A
 * browser brings it once as `?token=`, which is swapped for an HttpOnly SameSite=Strict cookie and
 * a redirect to the same URL without it, so it does not stay in the address bar or history;
 * scripts use `Authorization: Bearer`. Compared in constant time, and never logged.
 */
export function tokenGuard(tokens: ServeTokens) {
  const known: Array<[Role, Buffer]> = [];
  if (tokens.admin !== undefined) known.push(['admin', digest(tokens.admin)]);
  if (tokens.reader !== undefined) known.push(['reader', digest(tokens.reader)]);
  const roleOf = (candidate: string | undefined): Role | undefined => {
    if (candidate === undefined) return undefined;
    const hashed = digest(candidate);
    // Every token is compared, so the time taken does not say which one nearly matched.
    let role: Role | undefined;
    for (const [name, expected] of known) if (timingSafeEqual(hashed, expected)) role = name;
    return role;
  };

  return createMiddleware<ServeEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const fromQuery = url.searchParams.get('token') ?? undefined;
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && roleOf(fromQuery) !== undefined) {
      setCookie(c, COOKIE, fromQuery!, { httpOnly: true, sameSite: 'Strict', path: '/' });
      url.searchParams.delete('token');
      return c.body(null, 303, {
        Location: `${url.pathname}${url.search}`,
        'Cache-Control': 'no-store',
      });
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const role = roleOf(bearer) ?? roleOf(getCookie(c, COOKIE));
    if (role !== undefined) {
      c.set('role', role);
      return next();
    }
    const answer = refusal(
      c,
      401,
      fromQuery !== undefined || bearer !== undefined
        ? "That token is not this Folio's (it changes when folio serve restarts, unless started with --token-file): ask for the current link."
        : 'This Folio needs its token: open the link whoever runs `folio serve` shared (it ends in ?token=…), or send Authorization: Bearer TOKEN.',
    );
    answer.headers.set('WWW-Authenticate', 'Bearer');
    return answer;
  });
}

/** Hashing first gives both sides one length, which timingSafeEqual requires. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
