import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { startServeHarness } from './testing/serve-harness.ts';
import { initializeRequest } from '../mcp/testing/initialize-request.ts';

let harness: ServeHarness;
beforeAll(async () => {
  harness = await startServeHarness();
});
afterAll(async () => {
  await harness.close();
});

/** One JSON-RPC message to /mcp, as a streamable HTTP client sends it. */
function postMcp(body: unknown, headers: Record<string, string> = {}) {
  return httpRequest(harness.port, {
    method: 'POST',
    path: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const initialize = initializeRequest;

describe('folio serve: MCP at /mcp', () => {
  it('answers initialize and a tool call', async () => {
    const init = await postMcp(initialize);
    expect(init.status).toBe(200);
    expect(JSON.parse(init.text)).toMatchObject({ result: { serverInfo: { name: 'folio' } } });
    const search = await postMcp({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'search', arguments: { query: 'stage 3' } },
    });
    expect(search.status).toBe(200);
    const { result } = JSON.parse(search.text) as {
      result: { structuredContent: { hits: Array<{ url: string }> } };
    };
    expect(result.structuredContent.hits[0]?.url).toBe(
      `${harness.site.url}/docs/guide/zero.html#stages`,
    );
  });

  it('refuses a foreign Host (DNS rebinding) and a cross-origin request (CSRF)', async () => {
    expect((await postMcp(initialize, { host: 'evil.example' })).status).toBe(403);
    expect((await postMcp(initialize, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await postMcp(initialize, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postMcp(initialize, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('keeps no session: GET and DELETE are refused', async () => {
    expect((await httpRequest(harness.port, { path: '/mcp' })).status).toBe(405);
    expect((await httpRequest(harness.port, { method: 'DELETE', path: '/mcp' })).status).toBe(405);
  });
});
