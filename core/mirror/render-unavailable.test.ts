import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { readStatus } from '../store/read-status.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

const SHELL =
  '<!DOCTYPE html><html><head><title>Docs</title></head><body><div id="app"></div>' +
  '<script>window.$docsify = {}</script><script src="/docsify.min.js"></script></body></html>';

let site: SiteServer | undefined;
let cache: Cache | undefined;
afterEach(async () => {
  cache?.close();
  await site?.close();
});

describe('a docset set to render, on a machine without Chromium', () => {
  it('fails at once with the fixes, asking the site for nothing and storing nothing', async () => {
    site = await serveSite({ files: { '/index.html': SHELL } });
    cache = tempCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/`, 'app')], {
      overrides: new Map([['app', { render: 'browser' }]]),
      render: { env: { FOLIO_CHROMIUM: '/nonexistent/chromium' } },
    });
    expect(results[0]).toMatchObject({ outcome: 'failed', summary: { new: 0 } });
    const error = results[0]!.error ?? '';
    expect(error).toMatch(/FOLIO_CHROMIUM is \/nonexistent\/chromium/);
    expect(error).toMatch(/apt install chromium/);
    expect(error).toMatch(/llms\.txt/);
    expect(site.requests).toEqual([]);
    expect(readStatus(cache.db)[0]?.pages ?? 0).toBe(0);
  });

  it('syncs the docsets that do not render, on the same run', async () => {
    site = await serveSite({
      files: {
        '/index.html':
          '<html><head><title>Plain</title></head><body><main><h1>Plain</h1><p>A page that ships its text, as most do, long enough to be one.</p></main></body></html>',
      },
    });
    cache = tempCache();
    const { results } = await syncOnce(
      cache,
      [fixtureDocset(`${site.url}/`, 'app'), fixtureDocset(`${site.url}/index.html`, 'plain')],
      {
        overrides: new Map([['app', { render: 'browser' }]]),
        render: { env: { FOLIO_CHROMIUM: '/nonexistent/chromium' } },
      },
    );
    expect(results.map((r) => r.outcome)).toEqual(['failed', 'ok']);
  });
});
