import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { objectsInv } from '../../test-support/sites/support/objects-inv.ts';
import type { Cache } from '../store/open-cache.ts';
import { findSymbols } from '../store/symbols.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

let site: SiteServer | undefined;
let cache: Cache | undefined;
afterEach(async () => {
  cache?.close();
  await site?.close();
  site = cache = undefined;
});

const inventory = (name: string) =>
  objectsInv('Fixture', '1.0', [{ name, role: 'py:function', uri: 'api.html#$' }]);

function auxiliarySite() {
  return {
    '/robots.txt': 'User-agent: *\n',
    '/docs/index.html': page('Home', '<p><a href="api.html">API</a></p>', false),
    '/docs/api.html': page('API', '<p id="fixture.zero_init">zero_init() starts.</p>', false),
    // Reached only through the sitemap: kept across re-syncs only if the sitemap's memo is used.
    '/docs/hidden.html': page('Hidden', '<p>Only the sitemap lists this page.</p>', false),
    '/docs/sitemap.xml':
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      '<url><loc>PLACEHOLDER/docs/hidden.html</loc></url></urlset>',
    '/docs/llms.txt': '# Fixture\n\n## Docs\n\n- [API](PLACEHOLDER/docs/api.html): the API\n',
    '/docs/objects.inv': inventory('fixture.zero_init'),
  };
}

/** What the last sync asked for each auxiliary file, and what the server answered. */
function auxiliaryAnswers(server: SiteServer) {
  const files = ['/docs/objects.inv', '/docs/sitemap.xml', '/docs/llms.txt'];
  return Object.fromEntries(
    server.requests
      .filter((r) => files.includes(r.path))
      .map((r) => [r.path, { status: r.status, conditional: 'if-none-match' in r.headers }]),
  );
}

async function startSite(): Promise<SiteServer> {
  const server = await serveSite({ files: {} });
  for (const [path, file] of Object.entries(auxiliarySite())) {
    server.setFile(
      path,
      typeof file === 'string' ? file.replaceAll('PLACEHOLDER', server.url) : file,
    );
  }
  return server;
}

describe('objects.inv, sitemaps and llms.txt on re-sync', () => {
  it('are asked for with their validators, and a 304 keeps what they gave without a parse', async () => {
    site = await startSite();
    cache = tempCache();
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    expect(findSymbols(cache.db, 'fixture.zero_init')).toHaveLength(1);

    site.requests.length = 0;
    const { results } = await syncOnce(cache, [docset]);
    expect(auxiliaryAnswers(site)).toEqual({
      '/docs/objects.inv': { status: 304, conditional: true },
      '/docs/sitemap.xml': { status: 304, conditional: true },
      '/docs/llms.txt': { status: 304, conditional: true },
    });
    // The symbols stand, and the page only the sitemap names is still known: not removed.
    expect(findSymbols(cache.db, 'fixture.zero_init')).toHaveLength(1);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 0, removed: 0 } });
  });

  it('reads a changed file whole, and replaces what it gave', async () => {
    site = await startSite();
    cache = tempCache();
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    site.setFile('/docs/objects.inv', inventory('fixture.zero_shutdown'));
    site.requests.length = 0;
    await syncOnce(cache, [docset]);
    expect(auxiliaryAnswers(site)['/docs/objects.inv']).toEqual({ status: 200, conditional: true });
    expect(findSymbols(cache.db, 'fixture.zero_init')).toHaveLength(0);
    expect(findSymbols(cache.db, 'fixture.zero_shutdown')).toHaveLength(1);
  });

  it('never trusts a memo of another shape: an older build reads every file whole', async () => {
    site = await startSite();
    cache = tempCache();
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    cache.db.prepare("UPDATE auxiliary_files SET format = 'older'").run();
    site.requests.length = 0;
    await syncOnce(cache, [docset]);
    expect(auxiliaryAnswers(site)).toEqual({
      '/docs/objects.inv': { status: 200, conditional: false },
      '/docs/sitemap.xml': { status: 200, conditional: false },
      '/docs/llms.txt': { status: 200, conditional: false },
    });
    expect(findSymbols(cache.db, 'fixture.zero_init')).toHaveLength(1);
  });
});
