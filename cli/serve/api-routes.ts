import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { callApi } from '../../core/api/call-api.ts';
import { ApiError, apiMethods } from '../../core/api/folio-api.ts';
import type { ApiMethod, FolioApi } from '../../core/api/folio-api.ts';
import { PERSONAL_METHODS } from '../../core/api/personal-methods.ts';
import type { PersonalApi } from './per-browser.ts';
import type { ServeEnv } from './serve-env.ts';

/** API inputs are a query, a URL or a few ids; anything near this size is not a client of ours. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * `POST /api/<method>` for every method of the contract, derived from it: a new operation needs
 * no route of its own. The body is the method's one JSON argument, the answer its JSON result,
 * or `{ error: { code, message } }` with 400 / 404 / 409 / 500.
 */
/**
 * What a reader link may not do: change what the cache holds or make the server fetch a URL
 * (a probe is a request from the server's network, not the reader's).
 */
const MANAGING: ReadonlySet<ApiMethod> = new Set([
  'startSync',
  'cancelSync',
  'probeSite',
  'addDocset',
  'removeDocset',
  'importBundle',
]);
const PERSONAL: ReadonlySet<ApiMethod> = new Set(PERSONAL_METHODS);

export interface ApiRouteOptions {
  /** A team's server: each browser's own settings, bookmarks and history. */
  personal?: (browser: string) => PersonalApi;
}

export function addApiRoutes(
  app: Hono<ServeEnv>,
  api: FolioApi,
  options: ApiRouteOptions = {},
): void {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ error: { code: 'invalid-input', message: 'request body over 1 MiB' } }, 413),
  });
  for (const method of apiMethods) {
    app.post(`/api/${method}`, limit, async (c) => {
      const text = await c.req.text();
      let input: unknown;
      try {
        input = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        throw new ApiError('invalid-input', 'the request body is not JSON');
      }
      const role = c.get('role');
      if (role === 'reader' && MANAGING.has(method)) {
        throw new ApiError(
          'forbidden',
          'this is a reader link: syncing, adding, removing and importing are for whoever runs this Folio (the admin link it printed at start)',
        );
      }
      const browser = c.get('browser');
      const target =
        options.personal && browser !== undefined && PERSONAL.has(method)
          ? { ...api, ...options.personal(browser) }
          : api;
      const result = await callApi(target, method, input);
      const answer = method === 'getAccess' ? { ...(result as object), role } : result;
      return c.json(answer, 200, { 'Cache-Control': 'no-store' });
    });
  }
}
