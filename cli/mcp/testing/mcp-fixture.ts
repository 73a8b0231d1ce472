import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Docset } from '../../../core/catalog/docset.ts';
import { openEngine } from '../../../core/engine/open-engine.ts';
import type { Engine } from '../../../core/engine/open-engine.ts';
import { syncOnce, tempCache } from '../../../core/mirror/testing/mirror-harness.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import type { ToolContext } from '../tool-context.ts';
import { agentDocsSite } from './agent-docs-site.ts';

export interface McpFixture {
  site: SiteServer;
  docset: Docset;
  /** The synced cache's file; nothing holds it open. */
  cacheFile: string;
  /** e.g. http://127.0.0.1:PORT/docs/guide/offload.html */
  url: (path: string) => string;
}

/** The agent docs site served on 127.0.0.1 and synced once into a temp cache (then closed). */
export async function createMcpFixture(): Promise<McpFixture> {
  const site = await serveSite({ files: agentDocsSite() });
  const docset: Docset = {
    id: 'deepspeed',
    name: 'DeepSpeed',
    section: 'Distributed Training',
    description: 'ZeRO, offload and pipeline parallelism.',
    entryUrl: `${site.url}/docs/index.html`,
    catalog: 'test.md',
  };
  const cache = tempCache();
  await syncOnce(cache, [docset]);
  const cacheFile = cache.file;
  cache.close();
  return { site, docset, cacheFile, url: (path) => `${site.url}${path}` };
}

/** The tools' context over a read-only engine on the cache, as `folio mcp` opens it. */
export function openToolContext(cacheFile: string): { context: ToolContext; engine: Engine } {
  const engine = openEngine({
    cacheFile,
    readOnly: true,
    catalogs: () => [],
    settingsDir: mkdtempSync(join(tmpdir(), 'folio-settings-')),
    warn: () => {},
  });
  return { context: { api: () => engine.api }, engine };
}
