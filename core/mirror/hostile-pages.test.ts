import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { readDocsetPages } from '../store/read-docset-pages.ts';
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
