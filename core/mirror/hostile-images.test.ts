import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Fetcher, FetchRequest } from '../fetch/fetch-result.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cache of caches.splice(0)) cache.close();
});

const PNG = { body: Buffer.from('89504e470d0a1a0a', 'hex'), contentType: 'image/png' };

/** Records every request the sync asks the fetcher for, before it goes anywhere. */
function spy(asked: FetchRequest[]): (inner: Fetcher) => Fetcher {
  return (inner) => ({
    fetch: (request) => {
      asked.push(request);
      return inner.fetch(request);
    },
    close: () => inner.close(),
  });
}

async function serve(files: Parameters<typeof serveSite>[0]['files']): Promise<SiteServer> {
  const site = await serveSite({ files });
  servers.push(site);
  return site;
}

describe('images stay where the docset is', () => {
  it('requests no image from another port, a reserved address or a foreign <base href>', async () => {
    const other = await serve({ '/leak.png': PNG, '/based.png': PNG });
    const cdn = await serve({ '/logo.png': PNG });
    const site = await serve({
      '/docs/own.png': PNG,
      '/docs/index.html': page(
        'Home',
        `<p>Own <img src="own.png"> and declared <img src="${cdn.url}/logo.png"></p>
         <p><img src="${other.url}/leak.png"></p>
         <p><img src="http://169.254.169.254/latest/meta-data/iam.png"></p>
         <p><img src="//169.254.169.254/latest/meta-data/iam.png"></p>
         <p><img src="http://10.1.2.3/x.png"><img src="http://[::1]:1/x.png"></p>
         <p><a href="based.html">Based</a></p>`,
        false,
      ),
      '/docs/based.html': `<!DOCTYPE html><html><head><base href="${other.url}/"><title>Based</title></head>
        <body><main><h1>Based</h1><p>Relative under a foreign base <img src="based.png"></p></main></body></html>`,
    });
    const cache = tempCache();
    caches.push(cache);
    const asked: FetchRequest[] = [];
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    const { results } = await syncOnce(cache, [docset], {
      wrapFetcher: spy(asked),
      overrides: new Map([[docset.id, { extraPrefixes: [`${cdn.url}/`] }]]),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok' });
    // The other server's own log: never asked, not even by a redirect.
    expect(other.requests).toEqual([]);
    const hosts = new Set(asked.map((r) => new URL(r.url).host));
    expect([...hosts].sort()).toEqual([new URL(cdn.url).host, new URL(site.url).host].sort());
    const assets = cache.db.prepare('SELECT url FROM assets ORDER BY url').all() as {
      url: string;
    }[];
    expect(assets.map((a) => a.url).sort()).toEqual(
      [`${cdn.url}/logo.png`, `${site.url}/docs/own.png`].sort(),
    );
  });

  it('does not follow an own image that redirects to another host', async () => {
    const other = await serve({ '/leak.png': PNG });
    const site = await serve({
      '/docs/index.html': page('Home', '<p><img src="moved.png"></p>', false),
    });
    site.use((req, res) => {
      if (req.url !== '/docs/moved.png') return false;
      res.writeHead(302, { location: `${other.url}/leak.png` }).end();
      return true;
    });
    const cache = tempCache();
    caches.push(cache);
    await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
    expect(other.requests).toEqual([]);
    expect(cache.db.prepare('SELECT count(*) AS n FROM assets').get()).toEqual({ n: 0 });
  });

  it('stores a scripted SVG sanitised and an "image" that is a page not at all', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>`;
    const site = await serve({
      '/docs/index.html': page('Home', '<p><img src="d.svg"><img src="fake.png"></p>', false),
      '/docs/d.svg': { body: svg, contentType: 'image/svg+xml' },
      '/docs/fake.png': {
        body: '<html><script>alert(3)</script></html>',
        contentType: 'image/png',
      },
    });
    const cache = tempCache();
    caches.push(cache);
    await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
    const rows = cache.db.prepare('SELECT url, bytes FROM assets').all() as {
      url: string;
      bytes: Buffer;
    }[];
    expect(rows.map((r) => r.url)).toEqual([`${site.url}/docs/d.svg`]);
    expect(rows[0]!.bytes.toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
    );
  });
});
