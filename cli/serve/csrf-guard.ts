import { createMiddleware } from 'hono/factory';
import type { ServeEnv } from './serve-env.ts';

/**
 * A POST must come from our own page (CSRF): any website the user visits can
 * make their browser POST to 127.0.0.1, and startSync is not harmless. A cross-site POST carries
 * its Origin (and Sec-Fetch-Site), and `application/json` is not a type a plain form or a
 * no-preflight fetch can send, so requiring it forces a CORS preflight that we never answer.
 */
export const csrfGuard = createMiddleware<ServeEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const origin = c.req.header('origin');
  // The host guard ran first, so the Host header is one of ours.
  const own = `http://${c.env.incoming.headers.host ?? ''}`.toLowerCase();
  if (origin !== undefined && origin.toLowerCase() !== own) return c.body(null, 403);
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return c.body(null, 403);
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return c.body(null, 415);
  return next();
});
