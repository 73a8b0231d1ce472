import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { callApi } from '../../core/api/call-api.ts';
import { ApiError, apiMethods } from '../../core/api/folio-api.ts';
import type { FolioApi } from '../../core/api/folio-api.ts';
import type { ServeEnv } from './serve-env.ts';

/** API inputs are a query, a URL or a few ids; anything near this size is not a client of ours. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * `POST /api/<method>` for every method of the contract, derived from it: a new operation needs
 * no route of its own. The body is the method's one JSON argument, the answer its JSON result,
 * or `{ error: { code, message } }` with 400 / 404 / 409 / 500.
 */
export function addApiRoutes(app: Hono<ServeEnv>, api: FolioApi): void {
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
      const result = await callApi(api, method, input);
      return c.json(result, 200, { 'Cache-Control': 'no-store' });
    });
  }
}
