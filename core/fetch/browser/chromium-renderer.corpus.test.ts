import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import { createFetcher } from '../create-fetcher.ts';
import type { Fetcher } from '../fetch-result.ts';
import type { RenderRequest } from '../page-renderer.ts';
import { launchChromiumRenderer } from './chromium-renderer.ts';

const WRITES =
  '<!DOCTYPE html><html><head><title>App</title></head><body><div id="app"></div>' +
  '<script>fetch("/text.json").then((r) => r.json()).then((t) => {' +
  ' document.getElementById("app").innerHTML = "<h1>" + t.title + "</h1>"; });</script></body></html>';
/** An app that never settles: it changes its DOM forever. */
const RESTLESS =
  '<!DOCTYPE html><html><head><title>App</title></head><body><div id="app"></div>' +
  '<script>setInterval(() => { document.getElementById("app").textContent = Date.now(); }, 50);</script>' +
  '</body></html>';

let site: SiteServer;
let fetcher: Fetcher;
beforeAll(async () => {
  site = await serveSite({
    files: {
      '/text.json': { body: '{"title":"Written by script"}', contentType: 'application/json' },
    },
  });
  fetcher = createFetcher({ retries: 0, headersTimeoutMs: 2000, totalTimeoutMs: 5000 });
});
afterAll(async () => {
  await fetcher.close();
  await site.close();
});

const request = (path: string, html: string): RenderRequest => ({
  url: `${site.url}${path}`,
  body: Buffer.from(html),
  contentType: 'text/html; charset=utf-8',
  allows: (url) => new URL(url).origin === site.origin,
  fetcher,
});

describe('the Chromium renderer, within its budget', () => {
  it('fails a page that does not settle in its time, and goes on rendering the next', async () => {
    const renderer = await launchChromiumRenderer({ budget: { pageTimeoutMs: 1500 } });
    try {
      await expect(renderer.render(request('/restless', RESTLESS))).rejects.toThrow(
        'the page did not settle in the browser within 1.5 s',
      );
      const next = await renderer.render(request('/app', WRITES));
      expect(next.html).toContain('<h1>Written by script</h1>');
    } finally {
      await renderer.close();
    }
  });

  it('restarts the browser over its memory budget, between pages, and renders on', async () => {
    const restarts: number[] = [];
    const renderer = await launchChromiumRenderer({
      budget: { maxMemoryBytes: 1 },
      onRestart: (used) => restarts.push(used),
    });
    try {
      for (const path of ['/a', '/b']) {
        expect((await renderer.render(request(path, WRITES))).html).toContain('Written by script');
      }
    } finally {
      // Waits for the check that followed the last page.
      await renderer.close();
    }
    // After each page: the browser's processes were measured (tens of MB at least) and replaced.
    expect(restarts).toHaveLength(2);
    expect(Math.min(...restarts)).toBeGreaterThan(10 * 2 ** 20);
  });
});
