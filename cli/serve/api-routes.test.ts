import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBundle } from '../../core/bundle/export-bundle.ts';
import type { ApiInput, ApiMethod } from '../../core/api/folio-api.ts';
import { apiMethods } from '../../core/api/folio-api.ts';
import { httpRequest, postApi } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { startServeHarness } from './testing/serve-harness.ts';

const harnesses: ServeHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});
async function setup(): Promise<ServeHarness> {
  const harness = await startServeHarness();
  harnesses.push(harness);
  return harness;
}

describe('POST /api/<method>', () => {
  it('reaches every method of the contract', async () => {
    const h = await setup();
    // A bundle of the harness's own cache: importing it back changes nothing, and succeeds.
    const bundle = join(mkdtempSync(join(tmpdir(), 'folio-api-bundle-')), 'fixture.folio');
    exportBundle({
      cacheFile: h.cache.file,
      out: bundle,
      now: () => new Date(),
      folioVersion: '0',
    });
    // Typed over ApiMethod: a method added to the contract fails to compile here until tested.
    const inputs: { [M in ApiMethod]: ApiInput<M> } = {
      listDocsets: {},
      getToc: { docset: 'fixture' },
      getPage: { url: `${h.site.url}/docs/guide/zero.html#stages` },
      search: { query: 'partitions' },
      startSync: { docsets: ['fixture'] },
      getSyncState: { since: 0 },
      cancelSync: {},
      getChanges: { docset: 'fixture' },
      getSettings: {},
      probeSite: { url: `${h.site.url}/docs/index.html` },
      addDocset: { url: `${h.site.url}/docs/index.html`, name: 'Fixture Again' },
      removeDocset: { docset: 'fixture-again' },
      importBundle: { path: bundle },
      updateSettings: { theme: 'dark' },
      getSyncSchedule: {},
      listFeeds: {},
      listBookmarks: {},
      addBookmark: { url: h.entry, title: 'Fixture documentation', docset: 'fixture' },
      removeBookmark: { url: `${h.entry}#nowhere` },
      listHistory: { query: 'zero' },
      recordVisit: {
        url: `${h.site.url}/docs/guide/zero.html#stages`,
        title: 'ZeRO',
        docset: 'fixture',
      },
      clearHistory: {},
      exportReading: {},
      getAccess: {},
      importReading: {
        data: {
          format: 'folio-reading',
          version: 1,
          bookmarks: [],
          history: [
            {
              url: h.entry,
              title: 'Fixture',
              docset: 'fixture',
              visitedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    };
    const results: Record<string, unknown> = {};
    for (const method of apiMethods) {
      // An import is a writer like a sync: the one the steps above started ends first.
      if (method === 'importBundle') await h.sync.whenIdle();
      const { status, json } = await postApi(h.port, method, inputs[method]);
      expect([method, status]).toEqual([method, 200]);
      results[method] = json;
    }
    await h.sync.whenIdle();
    expect(results.listDocsets).toMatchObject([{ id: 'fixture', pages: 5 }]);
    expect(results.getToc).toMatchObject([
      { title: 'Fixture documentation' },
      { title: 'guide' },
      { title: 'API reference' },
    ]);
    expect(results.getPage).toMatchObject({ title: 'Zero Redundancy Optimizer' });
    expect(results.search).toMatchObject({ hits: [{ anchor: 'stages' }] });
    expect(results.startSync).toMatchObject({ running: true });
    expect(results.updateSettings).toMatchObject({ theme: 'dark' });
    expect(results.addBookmark).toMatchObject([{ url: h.entry, section: null }]);
    expect(results.getSyncSchedule).toEqual({ source: 'settings', intervalMs: 24 * 3_600_000 });
    expect(results.listFeeds).toEqual([]);
    expect(results.exportReading).toMatchObject({ format: 'folio-reading', history: [] });
    expect(results.importReading).toEqual({ bookmarks: 0, history: 1 });
    expect(results.getAccess).toEqual({ readOnly: false, role: 'admin' });
  });

  it('answers refusals with their status and a JSON error', async () => {
    const h = await setup();
    expect(await postApi(h.port, 'getPage', { url: `${h.site.url}/nowhere.html` })).toEqual({
      status: 404,
      json: {
        error: {
          code: 'not-found',
          message: expect.stringContaining('not in the cache') as unknown,
        },
      },
    });
    expect(await postApi(h.port, 'getToc', { docset: 7 })).toMatchObject({
      status: 400,
      json: {
        error: { code: 'invalid-input', message: expect.stringMatching(/^docset: /) as unknown },
      },
    });
    expect(await postApi(h.port, 'listDocsets', { sneaky: true })).toMatchObject({ status: 400 });
    expect(await postApi(h.port, 'dropTables', {})).toMatchObject({
      status: 404,
      json: { error: { code: 'not-found' } },
    });
    await postApi(h.port, 'startSync', {});
    expect(await postApi(h.port, 'startSync', {})).toMatchObject({
      status: 409,
      json: { error: { code: 'busy' } },
    });
    await postApi(h.port, 'cancelSync', {});
    await h.sync.whenIdle();
  });

  it('refuses a body that is not JSON, an empty body means {}, and over 1 MiB is 413', async () => {
    const h = await setup();
    const post = (body: string | Buffer) =>
      httpRequest(h.port, {
        method: 'POST',
        path: '/api/getSettings',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const broken = await post('{"nope"');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toMatchObject({ error: { code: 'invalid-input' } });
    expect((await post('')).status).toBe(200);
    const big = await post(Buffer.alloc(1024 * 1024 + 1, 32));
    expect(big.status).toBe(413);
  });

  it('answers GET on an API method with 405', async () => {
    const h = await setup();
    const res = await httpRequest(h.port, { path: '/api/listDocsets' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('GET /asset', () => {
  it('serves a stored image with its type as inert data, and 404s anything else', async () => {
    const h = await setup();
    const url = `${h.site.url}/docs/_images/diagram.png`;
    const res = await httpRequest(h.port, { path: `/asset?url=${encodeURIComponent(url)}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.subarray(1, 4).toString()).toBe('PNG');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Revalidated each time: a re-sync may replace the image under the same URL.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    const again = await httpRequest(h.port, {
      path: `/asset?url=${encodeURIComponent(url)}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const missing = `/asset?url=${encodeURIComponent(`${h.site.url}/docs/other.png`)}`;
    expect((await httpRequest(h.port, { path: missing })).status).toBe(404);
    expect((await httpRequest(h.port, { path: '/asset' })).status).toBe(404);
  });
});
