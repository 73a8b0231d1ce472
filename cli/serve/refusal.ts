import type { Context } from 'hono';
import type { ServeEnv } from './serve-env.ts';

/**
 * A guard's refusal with a body that says what to do: JSON in the API's error shape for the API
 * and MCP, plain text for a browser's page load. An empty 401 or 403 leaves a person guessing.
 */
export function refusal(c: Context<ServeEnv>, status: 401 | 403, message: string): Response {
  const headers = { 'Cache-Control': 'no-store' };
  const path = c.req.path;
  if (path.startsWith('/api/') || path === '/mcp') {
    const code = status === 401 ? 'unauthorized' : 'forbidden';
    return c.json({ error: { code, message } }, status, headers);
  }
  return c.text(`${message}\n`, status, headers);
}
