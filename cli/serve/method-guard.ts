import { createMiddleware } from 'hono/factory';
import type { ServeEnv } from './serve-env.ts';

const ALLOWED = new Set(['GET', 'HEAD', 'POST']);

/** Reads are GET/HEAD, API calls are POST; nothing here is ever changed by PUT, DELETE or OPTIONS. */
export const methodGuard = createMiddleware<ServeEnv>(async (c, next) => {
  if (!ALLOWED.has(c.req.method)) return c.body(null, 405, { Allow: 'GET, HEAD, POST' });
  return next();
});
