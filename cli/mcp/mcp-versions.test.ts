import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/open-engine.ts';
import { loadCatalog } from '../../core/engine/load-catalog.ts';
import { syncOnce } from '../../core/mirror/testing/mirror-harness.ts';
import { releaseDocsSite } from '../../core/mirror/testing/release-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { InProcessClient } from './testing/connect-client.ts';
import { connectInProcess, textOf } from './testing/connect-client.ts';
import { openToolContext } from './testing/mcp-fixture.ts';
import { isShown } from './tool-context.ts';

let engine: Engine;
let mcp: InProcessClient;

beforeAll(async () => {
  const site = await serveSite({ files: releaseDocsSite() });
  const dir = mkdtempSync(join(tmpdir(), 'folio-mcp-versions-'));
  const catalog = join(dir, 'c.md');
  writeFileSync(
    catalog,
    `| Tool | Docs | Versions |\n|---|---|---|\n| Trainer | <${site.url}/en/0.15.1/> | 0.14.0 |\n`,
  );
  const loaded = await loadCatalog([catalog]);
  const cacheFile = join(dir, 'folio.db');
  const cache = openCache({ file: cacheFile });
  try {
    await syncOnce(cache, loaded.docsets, { overrides: loaded.overrides });
  } finally {
    cache.close();
    await site.close();
  }
  const opened = openToolContext(cacheFile);
  engine = opened.engine;
  mcp = await connectInProcess(opened.context);
});
afterAll(async () => {
  await mcp.close();
  await engine.close();
});

type Hit = { docset: string; url: string };
const search = async (args: Record<string, unknown>) => {
  const result = (await mcp.client.callTool({ name: 'search', arguments: args })) as CallToolResult;
  const structured = result.structuredContent as { hits?: Hit[]; version_notes?: unknown[] };
  return { result, hits: structured?.hits ?? [], notes: structured?.version_notes };
};
const paths = (hits: Hit[]) => hits.map((h) => `${h.docset} ${new URL(h.url).pathname}`);

describe('MCP over a docset cached at two versions', () => {
  it('lists each version', async () => {
    const result = (await mcp.client.callTool({ name: 'list_docsets' })) as CallToolResult;
    const { docsets } = result.structuredContent as {
      docsets: Array<{ id: string; version?: string }>;
    };
    expect(docsets.map((d) => [d.id, d.version])).toEqual([
      ['trainer', '0.15.1'],
      ['trainer@0.14.0', '0.14.0'],
    ]);
    expect(textOf(result)).toContain(
      '- trainer@0.14.0: Trainer@0.14.0 (no section; version 0.14.0;',
    );
  });

  it('searches the newest version without one, and the version asked with one', async () => {
    expect(paths((await search({ query: 'optimizer state' })).hits)).toEqual([
      'trainer /en/0.15.1/offload.html',
    ]);
    const asked = await search({
      query: 'optimizer state',
      docsets: ['trainer'],
      version: '0.14.0',
    });
    expect(paths(asked.hits)).toEqual(['trainer@0.14.0 /en/0.14.0/offload.html']);
    expect(asked.notes).toBeUndefined();
    // The version alone names the docset that holds it.
    const alone = await search({ query: 'host memory', version: '0.14' });
    expect(paths(alone.hits)).toEqual(['trainer@0.14.0 /en/0.14.0/offload.html']);
  });

  it('answers from the closest cached version when the one asked is not, and says so', async () => {
    const near = await search({
      query: 'optimizer state',
      docsets: ['trainer'],
      version: '0.14.3',
    });
    expect(paths(near.hits)).toEqual(['trainer@0.14.0 /en/0.14.0/offload.html']);
    expect(near.notes).toEqual([
      {
        docset: 'trainer',
        asked: '0.14.3',
        answered_from: 'trainer@0.14.0',
        answered_version: '0.14.0',
        fit: 'same minor',
      },
    ]);
    expect(textOf(near.result)).toMatch(
      /^Note: trainer 0\.14\.3 is not cached; these hits are from trainer@0\.14\.0 \(version 0\.14\.0\), same minor\./,
    );
    const none = await search({ query: 'offload', version: '9.0' });
    expect(none.result.isError).toBe(true);
    expect(textOf(none.result)).toBe(
      'No cached docset has version 9.0. Cached: trainer (0.15.1), trainer@0.14.0 (0.14.0).',
    );
  });

  it('offers every version of a docset folio mcp --docset names', () => {
    const context = { api: () => engine.api, only: ['trainer'] };
    expect(isShown(context, 'trainer@0.14.0')).toBe(true);
    expect(isShown(context, 'trainers@0.14.0')).toBe(false);
  });
});
