import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { searchCache } from '../search/search-cache.ts';
import { readDocsetPages } from '../store/read-docset-pages.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cache of caches.splice(0)) cache.close();
});

const nested = (levels: number): string =>
  `<!DOCTYPE html><html><head><title>Deep ${levels}</title></head><body><main><h1>Deep</h1>` +
  `${'<div>'.repeat(levels)}bottom${'</div>'.repeat(levels)}</main></body></html>`;

describe('one hostile page never costs the rest of the docset', () => {
  it('refuses pages nested 10,000 and 100,000 levels deep and stores the 20 others', async () => {
    const links = Array.from({ length: 20 }, (_, i) => `<a href="p${i}.html">P${i}</a>`).join(' ');
    const files: Record<string, string> = {
      '/docs/index.html': page(
        'Home',
        `<p>${links} <a href="deep-10k.html">10k</a> <a href="deep-100k.html">100k</a></p>`,
        false,
      ),
      '/docs/deep-10k.html': nested(10_000),
      '/docs/deep-100k.html': nested(100_000),
    };
    for (let i = 0; i < 20; i++) {
      files[`/docs/p${i}.html`] = page(`Page ${i}`, `<p>Normal page number ${i}.</p>`, false);
    }
    const site = await serveSite({ files });
    servers.push(site);
    const cache = tempCache();
    caches.push(cache);
    const started = Date.now();
    const { results, events } = await syncOnce(cache, [
      fixtureDocset(`${site.url}/docs/index.html`),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const result = results[0]!;
    expect(result.outcome).not.toBe('failed');
    expect(result.error).toBeUndefined();
    const stored = readDocsetPages(cache.db, 'fixture').map((p) => p.url);
    for (let i = 0; i < 20; i++) expect(stored).toContain(`${site.url}/docs/p${i}.html`);
    expect(stored.some((url) => url.includes('deep-'))).toBe(false);
    expect(result.summary.failed).toBe(2);
    const failed = events.flatMap((e) => (e.type === 'page' && e.outcome === 'failed' ? [e] : []));
    expect(failed.map((e) => e.message)).toEqual([
      'page refused: elements nested more than 256 levels deep',
      'page refused: elements nested more than 256 levels deep',
    ]);
    // Was: killed after 10 minutes (10,000 levels), stack overflow failing the docset (100,000).
    expect(seconds).toBeLessThan(10);
  });
});

describe('what a page body really is', () => {
  it('does not store a binary body served as text/html, and keeps the good cached copy', async () => {
    const site = await serveSite({
      files: {
        '/docs/index.html': page('Home', '<p><a href="guide.html">Guide</a></p>', false),
        '/docs/guide.html': page('Guide', '<p>The good guide about pipelines.</p>', false),
      },
    });
    servers.push(site);
    const cache = tempCache();
    caches.push(cache);
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    const guide = `${site.url}/docs/guide.html`;
    const before = readPageByKey(cache.db, pageKey(guide))!;
    site.setFile('/docs/guide.html', {
      body: randomBytes(2 * 1024 * 1024),
      contentType: 'text/html',
    });
    const { results, events } = await syncOnce(cache, [docset]);
    expect(results[0]!.summary.failed).toBe(1);
    const failed = events.find((e) => e.type === 'page' && e.outcome === 'failed');
    expect(failed).toMatchObject({
      message: 'not stored: the body is binary data, served as text/html',
    });
    const after = readPageByKey(cache.db, pageKey(guide))!;
    expect(after.html).toBe(before.html);
    expect(after.html).toContain('The good guide about pipelines.');
  });

  it('decodes an unlabelled windows-1252 page as browsers do, so café is searchable', async () => {
    const body = Buffer.from(
      '<!DOCTYPE html><html><head><title>Caf\xe9</title></head><body><main><h1>Caf\xe9</h1>' +
        '<p>The caf\xe9 opens at nine, \x93said\x94 the guide.</p></main></body></html>',
      'latin1',
    );
    const site = await serveSite({
      files: { '/docs/index.html': { body, contentType: 'text/html' } },
    });
    servers.push(site);
    const cache = tempCache();
    caches.push(cache);
    await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
    const stored = readPageByKey(cache.db, pageKey(`${site.url}/docs/index.html`))!;
    expect(stored.html).toContain('The café opens at nine, “said” the guide.');
    expect(searchCache(cache, { query: 'café' })[0]?.title).toBe('Café');
  });
});
