import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

const SITE = fileURLToPath(new URL('../fetch/browser/fixtures/docsify-site/', import.meta.url));

/** The headings of a Markdown source, in order: the oracle the rendered pages are held to. */
function headingsOf(file: string): string[] {
  const source = readFileSync(`${SITE}${file}`, 'utf8');
  return [...source.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.trim());
}

let site: SiteServer;
let cache: Cache;
beforeAll(async () => {
  site = await serveSite({ root: SITE });
  // Docsify's history router: every page path is answered with the app (as its docs tell servers
  // to), and the app fetches the page's Markdown itself.
  site.use((req, res) => {
    const path = new URL(req.url ?? '/', site.origin).pathname;
    if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(`${SITE}index.html`));
    return true;
  });
  cache = tempCache();
});
afterAll(async () => {
  cache.close();
  await site.close();
});

describe('a Docsify site, rendered in Chromium', () => {
  it('stores every page the app writes, with the headings of its Markdown', async () => {
    const started = Date.now();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/`, 'widget')], {
      overrides: new Map([['widget', { render: 'browser' }]]),
    });
    const seconds = (Date.now() - started) / 1000;

    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 3, failed: 0 } });
    const pages: Array<[string, string]> = [
      ['/', 'README.md'],
      ['/guide', 'guide.md'],
      ['/api', 'api.md'],
    ];
    for (const [path, source] of pages) {
      const page = readPageByKey(cache.db, pageKey(`${site.url}${path}`));
      expect(page, path).toBeDefined();
      expect(page!.sections.map((s) => s.heading).filter(Boolean)).toEqual(headingsOf(source));
      expect(page!.html).not.toMatch(/<script|\$docsify/);
    }
    // The browser asked the site only for what the app needs: no page of another host, nothing
    // but GETs; the shell answered from the crawl's own fetch, never asked twice by the browser.
    expect(site.requests.every((r) => r.method === 'GET')).toBe(true);
    console.log(`rendered sync: 3 pages in ${seconds.toFixed(2)} s`);
  });
});
