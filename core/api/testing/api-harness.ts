import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import type { Docset } from '../../catalog/docset.ts';
import { createExtractPool } from '../../extract/extract-pool.ts';
import { createFetcher } from '../../fetch/create-fetcher.ts';
import { fixtureDocset, syncOnce, tempCache } from '../../mirror/testing/mirror-harness.ts';
import { smallDocsSite } from '../../mirror/testing/small-docs-site.ts';
import type { SyncOptions } from '../../mirror/sync-docsets.ts';
import { syncDocsets } from '../../mirror/sync-docsets.ts';
import type { DocsetResult } from '../../mirror/sync-event.ts';
import { createLibrary } from '../../engine/create-library.ts';
import { emptyCatalog } from '../catalog.ts';
import type { Cache } from '../../store/open-cache.ts';
import { createFolioApi } from '../create-folio-api.ts';
import type { FolioApi } from '../folio-api.ts';
import { createReadingStore } from '../reading-store.ts';
import { createSettingsStore } from '../settings-store.ts';
import type { SyncController } from '../sync-controller.ts';
import { createSyncController } from '../sync-controller.ts';

/** syncDocsets with test-sized timeouts and extraction inline (no worker start-up). */
export async function testRunSync(options: SyncOptions): Promise<DocsetResult[]> {
  const fetcher = createFetcher({ retries: 1, backoffBaseMs: 5, headersTimeoutMs: 2000 });
  const extractor = createExtractPool({ size: 0 });
  try {
    return await syncDocsets({ ...options, network: { fetcher, extractor } });
  } finally {
    await fetcher.close();
    await extractor.close();
  }
}

export interface ApiHarness {
  site: SiteServer;
  cache: Cache;
  docset: Docset;
  /** The fixture's entry page, e.g. http://127.0.0.1:PORT/docs/index.html */
  entry: string;
  api: FolioApi;
  sync: SyncController;
  settingsDir: string;
  close(): Promise<void>;
}

/** The small fixture site served on 127.0.0.1, a temp cache (synced unless told not to), an API. */
export async function createApiHarness(options: { synced?: boolean } = {}): Promise<ApiHarness> {
  const site = await serveSite({ files: smallDocsSite() });
  const cache = tempCache();
  const entry = `${site.url}/docs/index.html`;
  const docset = fixtureDocset(entry);
  if (options.synced !== false) await syncOnce(cache, [docset]);
  const loadDocsets = () => Promise.resolve([docset]);
  const loadCatalog = () => Promise.resolve({ ...emptyCatalog, docsets: [docset] });
  const sync = createSyncController({ cache, loadCatalog, runSync: testRunSync });
  const settingsDir = mkdtempSync(join(tmpdir(), 'folio-settings-'));
  const settings = createSettingsStore({ dir: settingsDir, warn: () => {} });
  const library = createLibrary({
    cache,
    userCatalog: join(settingsDir, 'catalog.md'),
    known: loadDocsets,
    reload: () => {},
    sync,
  });
  const reading = createReadingStore({ dir: settingsDir, warn: () => {} });
  const api = createFolioApi({ cache, loadDocsets, settings, sync, library, reading });
  return {
    site,
    cache,
    docset,
    entry,
    api,
    sync,
    settingsDir,
    async close() {
      sync.cancel();
      await sync.whenIdle();
      await site.close();
      cache.close();
    },
  };
}
