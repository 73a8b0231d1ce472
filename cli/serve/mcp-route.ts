import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Handler } from 'hono';
import type { FolioApi } from '../../core/api/folio-api.ts';
import { createMcpServer } from '../mcp/create-mcp-server.ts';
import { FOLIO_VERSION } from '../version.ts';
import type { ServeEnv } from './serve-env.ts';

/**
 * `POST /mcp`: MCP's streamable HTTP for agents on a team's login node, behind the same Host,
 * token and Origin guards as the rest of serve (the MCP spec asks servers to check Origin, and
 * csrfGuard does). Stateless, one server per request, JSON answers: the tools only read, so
 * there is no session to keep, no stream to hold open, and nothing to clean up after a client.
 */
export function mcpRoute(api: FolioApi): Handler<ServeEnv> {
  return async (c) => {
    const server = await createMcpServer({ api: () => api }, FOLIO_VERSION);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  };
}
