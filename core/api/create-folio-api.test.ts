import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeNavTree } from '../store/nav-tree.ts';
import { callApi } from './call-api.ts';
import { MORE_PAGES } from './compose-toc.ts';
import { ApiError } from './folio-api.ts';
import type { ApiHarness } from './testing/api-harness.ts';
import { createApiHarness } from './testing/api-harness.ts';

const harnesses: ApiHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});
async function setup(options?: { synced?: boolean }): Promise<ApiHarness> {
  const harness = await createApiHarness(options);
  harnesses.push(harness);
  return harness;
}

describe('createFolioApi on a cache synced from the fixture site', () => {
  it('lists the catalog docset with what the cache holds of it', async () => {
    const { api, entry } = await setup();
    const [docset, ...rest] = await api.listDocsets({});
    expect(rest).toEqual([]);
    expect(docset).toMatchObject({
      id: 'fixture',
      name: 'Fixture',
      section: 'Tests',
      entryUrl: entry,
    });
    expect(docset!.pages).toBe(5);
    expect(docset!.bytes).toBeGreaterThan(0);
    expect(docset!.lastSyncAt).not.toBeNull();
    expect(docset!.lastRun).toMatchObject({ outcome: 'ok', new: 5 });
    expect(docset!.syncing).toBe(false);
  });

  it('lists a catalog docset never synced with nothing cached', async () => {
    const { api } = await setup({ synced: false });
    expect(await api.listDocsets({})).toMatchObject([{ id: 'fixture', pages: 0, lastRun: null }]);
  });

  it('builds the table of contents from the cached pages', async () => {
    const { api, site } = await setup();
    const toc = await api.getToc({ docset: 'fixture' });
    const docs = `${site.url}/docs/`;
    // Crawl order: the entry page links the ZeRO guide first, then its sidebar the rest.
    expect(toc.map((e) => [e.title, e.url])).toEqual([
      ['Fixture documentation', docs],
      ['guide', null],
      ['API reference', `${docs}api/`],
    ]);
    expect(toc[2]!.children.map((e) => e.title)).toEqual(['DeepSpeedEngine']);
    expect(toc[1]!.children.map((e) => e.title)).toEqual([
      'Zero Redundancy Optimizer',
      'Pipeline parallelism',
    ]);
    await expect(api.getToc({ docset: 'nope' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('completes a stored navigation tree with the entry page and the pages it leaves out', async () => {
    const { api, cache, site } = await setup();
    const docs = `${site.url}/docs/`;
    writeNavTree(cache.db, 'fixture', 'sidebar', [
      {
        title: 'API',
        url: null,
        children: [{ title: 'API', url: `${docs}api/index.html`, children: [] }],
      },
    ]);
    const toc = await api.getToc({ docset: 'fixture' });
    expect(toc.map((e) => [e.title, e.url])).toEqual([
      ['Fixture documentation', docs],
      ['API', `${docs}api/`],
      [MORE_PAGES, null],
    ]);
    // The tree lists the API index, not the page below it.
    expect(toc[2]!.children.map((e) => e.title)).toEqual(['guide', 'api']);
  });

  it('returns a page with its outline, the links that open offline and the stored images', async () => {
    const { api, site } = await setup();
    const view = await api.getPage({ url: `${site.url}/docs/index.html#anything` });
    expect(view).toMatchObject({ docset: 'fixture', title: 'Fixture documentation', status: 'ok' });
    expect(view.outline).toEqual([{ anchor: 'top', heading: 'Fixture documentation', level: 1 }]);
    expect(view.cachedLinks).toEqual([`${site.url}/docs/guide/zero.html`]);
    expect(view.html).toContain(`href="${site.url}/docs/guide/zero.html#stages"`);
    expect(view.cachedImages).toEqual([`${site.url}/docs/_images/diagram.png`]);

    const zero = await api.getPage({ url: `${site.url}/docs/guide/zero.html` });
    expect(zero.outline.map((o) => o.anchor)).toEqual(['top', 'stages']);
    expect(zero.cachedLinks).toEqual([]);
  });

  it('leaves out links to pages that are not cached', async () => {
    const { api, site, cache } = await setup();
    cache.db.prepare('DELETE FROM pages WHERE url = ?').run(`${site.url}/docs/guide/zero.html`);
    const view = await api.getPage({ url: `${site.url}/docs/` });
    expect(view.cachedLinks).toEqual([]);
  });

  it('refuses an unknown page and a URL that is not http(s)', async () => {
    const { api, site } = await setup();
    await expect(api.getPage({ url: `${site.url}/docs/missing.html` })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(api.getPage({ url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('searches, scoped or not, and calls an unknown docset invalid input', async () => {
    const { api } = await setup();
    const { hits } = await api.search({ query: 'partitions parameters' });
    expect(hits[0]).toMatchObject({
      docset: 'fixture',
      title: 'Zero Redundancy Optimizer',
      anchor: 'stages',
    });
    expect((await api.search({ query: 'fixture: 1F1B', limit: 1 })).hits).toHaveLength(1);
    // A scope that names nothing says so, with the names it may have meant.
    expect(await api.search({ query: 'fixtrue: 1F1B' })).toEqual({
      hits: [],
      unknownScope: { typed: ['fixtrue'], suggestions: ['fixture'] },
    });
    await expect(api.search({ query: 'x', docsets: ['nope'] })).rejects.toBeInstanceOf(ApiError);
    await expect(api.search({ query: 'fixture, nope: x' })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('reads and updates the settings in the settings file', async () => {
    const { api, settingsDir } = await setup({ synced: false });
    expect(await api.getSettings({})).toEqual({
      theme: 'system',
      syncEveryHours: 24,
      globalShortcut: 'CommandOrControl+Shift+Space',
    });
    expect(await api.updateSettings({ theme: 'dark', syncEveryHours: null })).toMatchObject({
      theme: 'dark',
      syncEveryHours: null,
    });
    const file = JSON.parse(readFileSync(join(settingsDir, 'settings.json'), 'utf8')) as object;
    expect(file).toMatchObject({ theme: 'dark', syncEveryHours: null });
    expect(await api.getSettings({})).toMatchObject({ theme: 'dark' });
  });

  it('is reached through callApi with every method, which validates input first', async () => {
    const { api, site } = await setup();
    expect(await callApi(api, 'getPage', { url: `${site.url}/docs/` })).toMatchObject({
      title: 'Fixture documentation',
    });
    expect(await callApi(api, 'getSyncState', undefined)).toMatchObject({ running: false });
    await expect(callApi(api, 'getToc', { docset: 3 })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('docset') as unknown,
    });
  });
});
