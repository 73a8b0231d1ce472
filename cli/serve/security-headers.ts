import { createMiddleware } from 'hono/factory';
import type { ServeEnv } from './serve-env.ts';

/**
 * Headers on every response, errors included: no MIME sniffing (a stored
 * "image" must never be run as HTML or script), no Referer (a URL may carry the token), and no
 * framing (clickjacking). No Access-Control-Allow-Origin anywhere: other sites must not read us.
 */
export const securityHeaders = createMiddleware<ServeEnv>(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  c.res.headers.set('X-Frame-Options', 'DENY');
});
