import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { readPageByKey } from '../store/read-pages.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import { browserMemory } from '../fetch/browser/browser-memory.ts';
import { DOCSIFY_SITE, serveDocsifyApp } from '../fetch/browser/testing/serve-docsify-app.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

const SITE = DOCSIFY_SITE;

/** The headings of a Markdown source, in order: the oracle the rendered pages are held to. */
function headingsOf(file: string): string[] {
  const source = readFileSync(`${SITE}${file}`, 'utf8');
  return [...source.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.trim());
}

let site: SiteServer;
let elsewhere: SiteServer;
let cache: Cache;
beforeAll(async () => {
  site = await serveDocsifyApp();
  // Another origin the rendered page names: the browser must never reach it.
  elsewhere = await serveSite({ files: { '/frame.html': '<p>framed</p>', '/data.json': '{}' } });
  const other = elsewhere.url.replace('127.0.0.1', 'localhost');
  site.setFile('/api.md', {
    body:
      readFileSync(`${SITE}api.md`, 'utf8') +
      `\n<img src="${other}/pixel.png">\n\n<iframe src="${other}/frame.html"></iframe>\n\n` +
      `<link rel="stylesheet" href="${other}/style.css">\n`,
    contentType: 'text/markdown',
  });
  cache = tempCache();
});
afterAll(async () => {
  cache.close();
  await Promise.all([site.close(), elsewhere.close()]);
});

describe('a Docsify site, rendered in Chromium', () => {
  it('stores every page the app writes, with the headings of its Markdown', async () => {
    const started = Date.now();
    let peak = 0;
    const sampler = setInterval(() => {
      void browserMemory().then((used) => (peak = Math.max(peak, used ?? 0)));
    }, 100);
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/`, 'widget')], {
      overrides: new Map([['widget', { render: 'browser' }]]),
    });
    clearInterval(sampler);
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
    // The browser reached nothing but the docset's origin, and only with GETs: the image, frame
    // and stylesheet of another origin were refused (the crawl's image rules refuse the image).
    expect(site.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(elsewhere.requests).toEqual([]);
    const mib = (peak / 2 ** 20).toFixed(0);
    console.log(`rendered sync: 3 pages in ${seconds.toFixed(2)} s, browser at most ${mib} MiB`);
  });
});
