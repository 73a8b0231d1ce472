import type { SiteHandler } from '../../serve-site.ts';
import type { HostSetup } from '../replica.ts';

/**
 * A Fern-built NVIDIA product next to NeMo Framework on the same host:
 * extensionless pages with `.md` twins, an `llms.txt` at *every* path (answered by a route),
 * `llms-full.txt`, an MCP endpoint, and version banners listing other versions' llms.txt. A
 * NeMo mirror must never enter it, however many llms.txt links point there.
 */
export function fernNeighbour(origin: string): HostSetup {
  const base = '/nemo/guardrails';
  const banner = `> For clean Markdown of any page, append .md to the page URL. > For a complete documentation index, see ${origin}${base}/llms.txt. > Other versions: ${origin}${base}/25.08/llms.txt`;
  // Fern's page-level llms.txt, as one line (some copies lose their line breaks).
  const pageIndex = (path: string) =>
    `${banner} # ${path.split('/').slice(-2, -1)[0] ?? 'Guardrails'} ## Docs - [Getting started](${origin}${base}/getting-started.md): Add input and output rails. - [Configuration](${origin}${base}/configuration.md): The config.yml reference.`;
  const route: SiteHandler = (req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    let body: string | undefined;
    let type = 'text/plain; charset=utf-8';
    if (path.startsWith(`${base}/`) && path.endsWith('/llms.txt')) body = pageIndex(path);
    if (path === `${base}/_mcp/server`) {
      body = JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32600, message: 'POST a JSON-RPC request' },
      });
      type = 'application/json';
    }
    if (body === undefined) return false;
    res
      .writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
      .end(body);
    return true;
  };
  const html = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta name="generator" content="Fern"><title>${title} | NeMo Guardrails</title><link rel="alternate" type="text/markdown" href="${base}/getting-started.md"></head><body><div class="fern-banner">Looking for another version? <a href="${base}/25.08/llms.txt">25.08</a></div><main><article class="fern-prose"><h1>${title}</h1><p>Guardrails add programmable input and output rails to LLM applications.</p><p><a href="${base}/configuration">Configuration</a></p></article></main></body></html>`;
  return {
    routes: [route],
    files: {
      [`${base}/getting-started`]: {
        body: html('Getting started'),
        contentType: 'text/html; charset=utf-8',
      },
      [`${base}/configuration`]: {
        body: html('Configuration'),
        contentType: 'text/html; charset=utf-8',
      },
      [`${base}/getting-started.md`]: `${banner}\n\n# Getting started\n\nGuardrails add programmable input and output rails.\n`,
      [`${base}/llms-full.txt`]: `${banner}\n\n# Getting started\n\nGuardrails add programmable rails.\n\n# Configuration\n\nThe config.yml reference.\n`,
    },
  };
}
