import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upsertDocsets, writeAsset } from '../store/write-sync.ts';
import { listCatalogFiles, loadCatalog } from './load-catalog.ts';
import { openEngine } from './open-engine.ts';

const seeds = resolve(import.meta.dirname, '..', '..', 'seeds');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function engine() {
  dir = mkdtempSync(join(tmpdir(), 'folio-engine-'));
  const warn = vi.fn();
  const opened = openEngine({
    cacheFile: join(dir, 'cache', 'folio.db'),
    catalogs: () => listCatalogFiles(seeds),
    settingsDir: join(dir, 'settings'),
    warn,
  });
  return { opened, warn };
}

describe('openEngine', () => {
  it('composes the engine on a real cache: catalog docsets, settings, sync state', async () => {
    const { opened } = engine();
    const docsets = await opened.api.listDocsets({});
    expect(docsets.map((d) => d.id)).toContain('deepspeed');
    expect(docsets.every((d) => d.pages === 0 && !d.syncing)).toBe(true);
    await expect(opened.api.updateSettings({ theme: 'dark' })).resolves.toMatchObject({
      theme: 'dark',
    });
    expect((await opened.api.getSyncState({})).running).toBe(false);
    await opened.close();
  });

  it('opens a shared cache read-only: reading works, syncing is refused, nothing is written', async () => {
    const { opened } = engine();
    const file = opened.cache.file;
    await opened.close();
    const reader = openEngine({
      cacheFile: file,
      readOnly: true,
      catalogs: () => listCatalogFiles(seeds),
      settingsDir: join(dir, 'settings'),
      warn: vi.fn(),
    });
    expect(reader.cache.readOnly).toBe(true);
    await expect(reader.api.search({ query: 'zero' })).resolves.toEqual({ hits: [] });
    await expect(reader.api.startSync({})).rejects.toMatchObject({ code: 'forbidden' });
    await reader.close();
  });

  it('reads cached images for the asset protocol', async () => {
    const { opened } = engine();
    const [docset] = (await loadCatalog(await listCatalogFiles(seeds))).docsets;
    upsertDocsets(opened.cache.db, [docset!]);
    writeAsset(opened.cache.db, {
      docsetId: docset!.id,
      url: 'https://docs.example/a.png',
      contentType: 'image/png',
      bytes: Buffer.from('PNG'),
      fetchedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(opened.readAsset('https://docs.example/a.png')).toMatchObject({
      contentType: 'image/png',
    });
    expect(opened.readAsset('https://docs.example/missing.png')).toBeUndefined();
    await opened.close();
  });
});

describe('listCatalogFiles', () => {
  it('gives no catalogs when there is no seeds folder', async () => {
    await expect(listCatalogFiles('/nonexistent/seeds')).resolves.toEqual([]);
  });
});
