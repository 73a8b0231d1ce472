import { serve } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Hono } from 'hono';
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { fixtureDocset, syncOnce, tempCache } from '../core/mirror/testing/mirror-harness.ts';
import { page } from '../core/mirror/testing/small-docs-site.ts';
import type { Cache } from '../core/store/open-cache.ts';
import { readAsset } from '../core/store/read-asset.ts';
import { writeAsset } from '../core/store/write-sync.ts';
import { assetRoute } from '../cli/serve/asset-route.ts';
import type { ServeEnv } from '../cli/serve/serve-env.ts';
import { serveSite } from '../test-support/serve-site.ts';
import type { SiteServer } from '../test-support/serve-site.ts';

/**
 * The two layers that keep a mirrored SVG inert, each proven alone in a real Chromium, the file
 * opened top-level as a user would open an image in its own tab: the stored bytes with no header
 * at all, and the asset route's header over bytes that still carry their script. A control page
 * (the original served bare) shows the script would run if neither held.
 */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" onload="console.log('SVG-RAN onload')" width="40" height="40">
  <script>console.log('SVG-RAN script')</script>
  <rect width="40" height="40" fill="teal"/>
</svg>`;

let site: SiteServer;
let cache: Cache;
let bare: Server;
let routed: ReturnType<typeof serve>;
let bareOrigin = '';
let routedOrigin = '';

test.beforeAll(async () => {
  site = await serveSite({
    files: {
      '/docs/index.html': page('Home', '<p>A diagram <img src="diagram.svg"></p>', false),
      '/docs/diagram.svg': { body: HOSTILE, contentType: 'image/svg+xml' },
    },
  });
  cache = tempCache();
  await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
  const stored = readAsset(cache.db, `${site.url}/docs/diagram.svg`);
  if (!stored) throw new Error('the SVG was not stored');
  // No header but the type: what a proxy that drops headers, or a file opened from disk, shows.
  bare = createServer((req, res) => {
    const body = req.url === '/stored.svg' ? stored.bytes : Buffer.from(HOSTILE);
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
  });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  bareOrigin = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  // The asset route over the unsanitised bytes: the header layer on its own.
  const raw = tempCache();
  raw.db
    .prepare("INSERT INTO docsets (id, name, entry_url) VALUES ('raw', 'Raw', 'http://x.test/')")
    .run();
  writeAsset(raw.db, {
    docsetId: 'raw',
    url: 'http://x.test/diagram.svg',
    contentType: 'image/svg+xml',
    bytes: Buffer.from(HOSTILE),
    fetchedAt: new Date().toISOString(),
  });
  const app = new Hono<ServeEnv>();
  app.get('/asset', assetRoute(raw));
  await new Promise<void>((done) => {
    routed = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      routedOrigin = `http://127.0.0.1:${info.port}`;
      done();
    });
  });
});

test.afterAll(async () => {
  await site.close();
  cache.close();
  bare.close();
  routed.close();
});

/** Opens `url` top-level and returns what its script logged. */
async function ran(browserPage: Page, url: string): Promise<string[]> {
  const logged: string[] = [];
  browserPage.on('console', (message) => {
    if (message.text().startsWith('SVG-RAN')) logged.push(message.text());
  });
  await browserPage.goto(url);
  await browserPage.waitForTimeout(500);
  return logged;
}

test('control: the original SVG, served bare, runs its script', async ({ page: tab }) => {
  expect(await ran(tab, `${bareOrigin}/raw.svg`)).toEqual(['SVG-RAN script', 'SVG-RAN onload']);
});

test('the stored bytes with no header at all run nothing', async ({ page: tab }) => {
  expect(await ran(tab, `${bareOrigin}/stored.svg`)).toEqual([]);
  await expect(tab.locator('rect')).toHaveCount(1);
});

test('the asset route’s header alone keeps the unsanitised bytes from running', async ({
  page: tab,
}) => {
  const url = `${routedOrigin}/asset?url=${encodeURIComponent('http://x.test/diagram.svg')}`;
  expect(await ran(tab, url)).toEqual([]);
});
