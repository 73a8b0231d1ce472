import { Hono } from 'hono';
import { errorToResponse } from '../../core/api/call-api.ts';
import type { FolioApi } from '../../core/api/folio-api.ts';
import type { SyncController } from '../../core/api/sync-controller.ts';
import type { Cache } from '../../core/store/open-cache.ts';
import { addApiRoutes } from './api-routes.ts';
import { assetRoute } from './asset-route.ts';
import { csrfGuard } from './csrf-guard.ts';
import { hostGuard } from './host-guard.ts';
import { isClientGone } from './is-client-gone.ts';
import { mcpRoute } from './mcp-route.ts';
import { methodGuard } from './method-guard.ts';
import { rendererFiles } from './renderer-files.ts';
import { securityHeaders } from './security-headers.ts';
import type { ServeEnv } from './serve-env.ts';
import { syncEvents } from './sync-events.ts';
import { perBrowser } from './per-browser.ts';
import type { ServeTokens } from './token-guard.ts';
import { tokenGuard } from './token-guard.ts';

export interface CreateServerOptions {
  api: FolioApi;
  sync: SyncController;
  cache: Cache;
  /** The address the server is bound to; the Host allowlist is derived from it. */
  host: string;
  /**
   * Required on every request when set (non-loopback binds). `token` alone is an admin token;
   * `tokens` gives a team its reader link beside the admin's.
   */
  token?: string;
  tokens?: ServeTokens;
  /** Host names to answer to beyond this machine's own (`--allow-host`). */
  allowHosts?: readonly string[];
  /** Where each browser's settings and reading state live when served with tokens. */
  browsersDir?: string;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** Where unexpected errors go; clients only ever see a generic message. */
  logError?: (error: unknown) => void;
  /** One-line notices that are no error (a client that went away mid-request). */
  logNotice?: (line: string) => void;
  heartbeatMs?: number;
}

/**
 * The HTTP face of `folio serve`: the API, sync events, MCP, stored images and the renderer, behind
 * guards that run in this order: headers on everything, Host (DNS rebinding), method, token,
 * Origin and content type (CSRF). Each guard says why it exists.
 */
export function createServer(options: CreateServerOptions): Hono<ServeEnv> {
  const logError = options.logError ?? ((error) => console.error(error));
  const logNotice = options.logNotice ?? ((line) => console.error(line));
  const app = new Hono<ServeEnv>();
  app.use(
    securityHeaders,
    hostGuard({ host: options.host, allowHosts: options.allowHosts }),
    methodGuard,
  );
  const tokens =
    options.tokens ?? (options.token !== undefined ? { admin: options.token } : undefined);
  if (tokens !== undefined) {
    app.use(tokenGuard(tokens));
  } else {
    // Loopback without a token: whoever can connect runs this machine's Folio anyway.
    app.use(async (c, next) => {
      c.set('role', 'admin');
      await next();
    });
  }
  app.use(csrfGuard);
  const browsers =
    tokens !== undefined && options.browsersDir !== undefined
      ? perBrowser({ dir: options.browsersDir, warn: options.logNotice })
      : undefined;
  if (browsers) app.use('/api/*', browsers.identify);

  addApiRoutes(app, options.api, { personal: browsers?.apiFor });
  app.get('/api/events', syncEvents(options.sync, options.heartbeatMs));
  app.all('/api/*', (c) =>
    c.req.method === 'POST'
      ? c.json({ error: { code: 'not-found', message: 'unknown method' } }, 404)
      : c.body(null, 405, { Allow: 'POST' }),
  );
  app.post('/mcp', mcpRoute(options.api));
  // Stateless: no event stream to GET and no session to DELETE.
  app.all('/mcp', (c) => c.body(null, 405, { Allow: 'POST' }));
  app.get('/asset', assetRoute(options.cache));
  app.get('*', rendererFiles(options.rendererDir));
  app.all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));

  app.onError((error, c) => {
    if (isClientGone(error, c.env.incoming)) {
      // No one is left to answer; one line says what happened, without a stack trace.
      logNotice(`client closed the connection during ${c.req.method} ${c.req.path}`);
      return c.body(null, 400);
    }
    const { status, body } = errorToResponse(error);
    if (status === 500) logError(error);
    return c.json(body, status, { 'Cache-Control': 'no-store' });
  });
  return app;
}
