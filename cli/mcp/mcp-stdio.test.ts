import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncOnce } from '../../core/mirror/testing/mirror-harness.ts';
import { page } from '../../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { McpFixture } from './testing/mcp-fixture.ts';
import { createMcpFixture } from './testing/mcp-fixture.ts';
import { initializeRequest } from './testing/initialize-request.ts';

const launcher = fileURLToPath(new URL('../../bin/folio', import.meta.url));

let fixture: McpFixture;
beforeAll(async () => {
  fixture = await createMcpFixture();
});
afterAll(async () => {
  await fixture.site.close();
});

/** The SDK's own client, spawning `bin/folio mcp` as an agent's client would. */
async function spawnClient(cacheFile: string): Promise<Client> {
  const client = new Client({ name: 'folio-stdio-test', version: '1' });
  await client.connect(
    new StdioClientTransport({
      command: launcher,
      args: ['mcp', '--cache', cacheFile],
      stderr: 'pipe',
    }),
  );
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

describe('folio mcp over stdio', () => {
  it('initializes, lists its tools, searches and reads a section', async () => {
    const client = await spawnClient(fixture.cacheFile);
    try {
      expect(client.getServerVersion()?.name).toBe('folio');
      expect(client.getInstructions()).toMatch(/offline cache/);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual([
        'search',
        'read_page',
        'list_docsets',
        'get_symbol',
      ]);
      const search = await call(client, 'search', { query: 'deepspeed: stage 3 offload' });
      const hits = (search.structuredContent as { hits: Array<{ url: string }> }).hits;
      const url = fixture.url('/docs/guide/offload.html#stage-3-offload');
      expect(hits.map((h) => h.url)).toContain(url);
      const read = await call(client, 'read_page', { url });
      expect((read.structuredContent as { markdown: string }).markdown).toContain(
        '"offload_param"',
      );
      const missing = await call(client, 'read_page', { url: fixture.url('/docs/nope.html') });
      expect(missing.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('ends when its stdin closes, leaving no process behind', async () => {
    const child = spawn(launcher, ['mcp', '--cache', fixture.cacheFile], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const answered = new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    child.stdin.write(`${JSON.stringify(initializeRequest)}\n`);
    expect(await answered).toContain('"name":"folio"');
    child.stdin.end();
    const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
    expect(await exited).toEqual({ code: 0, signal: null });
    clearTimeout(timeout);
  });

  it('lets two servers share one cache while a sync writes to it', async () => {
    const [a, b] = await Promise.all([
      spawnClient(fixture.cacheFile),
      spawnClient(fixture.cacheFile),
    ]);
    const writer = openCache({ file: fixture.cacheFile });
    // A changed page, so the sync really writes while the servers read.
    fixture.site.setFile(
      '/docs/guide/pipeline.html',
      page(
        'Pipeline parallelism',
        '<section id="schedule"><h2>Schedules</h2><p>Interleaved zigzag.</p></section>',
      ),
    );
    try {
      const sync = syncOnce(writer, [fixture.docset]);
      let syncing = true;
      void sync.finally(() => (syncing = false));
      let rounds = 0;
      do {
        const results = await Promise.all(
          [a, b].flatMap((client) => [
            call(client, 'search', { query: 'offload' }),
            call(client, 'read_page', {
              url: fixture.url('/docs/guide/tuning.html'),
              max_tokens: 500,
            }),
          ]),
        );
        for (const result of results)
          expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
        rounds++;
      } while (syncing || rounds < 3);
      expect((await sync).results[0]?.outcome).toBe('ok');
      // What the sync committed is what the next answer reads.
      const after = await call(a, 'search', { query: 'zigzag' });
      expect((after.structuredContent as { hits: unknown[] }).hits).toHaveLength(1);
    } finally {
      writer.close();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
