import { afterEach, describe, expect, it } from 'vitest';
import type { SiteFile, SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { objectsInv } from '../../test-support/sites/support/objects-inv.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

/**
 * A re-sync costs only what changed: the files read beside the pages (objects.inv, sitemap.xml,
 * llms.txt) are asked with the validators they were answered with, a 304 costs no parse, and an
 * unchanged inventory does not rewrite the docset's symbols. A changed one does.
 */

const SOURCE_FILES = ['/docs/objects.inv', '/sitemap.xml', '/docs/llms.txt'];

function inventory(name: string): SiteFile {
  return objectsInv('Fixture', '1.0', [
    { name, role: 'py:function', uri: 'api.html#$' },
    { name: 'fixture.Widget', role: 'py:class', uri: 'api.html#$' },
  ]);
}

function site(origin = ''): Record<string, SiteFile | string> {
  return {
    '/robots.txt': 'User-agent: *\nAllow: /\n',
    '/docs/index.html': page(
      'Fixture documentation',
      '<p>Start at <a href="a.html">A</a>.</p>',
      false,
    ),
    '/docs/a.html': page('Page A', '<p>Alpha words.</p>', false),
    '/docs/b.html': page('Page B', '<p>Only the sitemap lists me.</p>', false),
    '/docs/api.html': page(
      'API',
      '<dl class="py function"><dt id="fixture.run">run</dt><dd>Runs.</dd></dl>',
      false,
    ),
    '/docs/llms.txt': `# Fixture\n\n> Fixture docs.\n\n## Docs\n\n- [Home](${origin}/docs/index.html)\n- [A](${origin}/docs/a.html)\n`,
    '/docs/objects.inv': inventory('fixture.run'),
    '/sitemap.xml': `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/docs/b.html</loc></url></urlset>`,
  };
}

let server: SiteServer | undefined;
const caches: Cache[] = [];
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.close();
  await server?.close();
  server = undefined;
});

async function setup() {
  server = await serveSite({ files: {} });
  for (const [path, file] of Object.entries(site(server.url))) server.setFile(path, file);
  const cache = tempCache();
  caches.push(cache);
  return { server, cache, docset: fixtureDocset(`${server.url}/docs/index.html`) };
}

/** What each source file was answered with during one sync, and whether it was asked conditionally. */
function answers(
  s: SiteServer,
  from: number,
): Record<string, Array<{ status: number; conditional: boolean }>> {
  const out: Record<string, Array<{ status: number; conditional: boolean }>> = {};
  for (const r of s.requests.slice(from)) {
    if (!SOURCE_FILES.includes(r.path)) continue;
    (out[r.path] ??= []).push({
      status: r.status,
      conditional:
        r.headers['if-none-match'] !== undefined || r.headers['if-modified-since'] !== undefined,
    });
  }
  return out;
}

const symbolRows = (cache: Cache) =>
  cache.db.prepare('SELECT id, name, page_key FROM symbols ORDER BY name').all() as Array<{
    id: number;
    name: string;
  }>;

describe('source files on re-sync', () => {
  it('are asked with their validators, and a 304 keeps what they gave without rewriting it', async () => {
    const { server, cache, docset } = await setup();
    const first = await syncOnce(cache, [docset]);
    expect(first.results[0]).toMatchObject({ outcome: 'ok' });
    const firstAnswers = answers(server, 0);
    for (const path of SOURCE_FILES)
      expect(firstAnswers[path], path).toEqual([{ status: 200, conditional: false }]);
    const symbols = symbolRows(cache);
    expect(symbols.map((s) => s.name)).toEqual(['fixture.Widget', 'fixture.run']);
    const keys = () =>
      cache.db.prepare("SELECT key FROM pages WHERE status = 'ok' ORDER BY key").pluck().all();
    const pages = keys();
    // b.html is known only from the sitemap, api.html only from the inventory.
    expect(pages).toEqual(
      [
        `${server.url}/docs`,
        ...['a', 'api', 'b'].map((p) => `${server.url}/docs/${p}.html`),
      ].sort(),
    );

    const before = server.requests.length;
    const second = await syncOnce(cache, [docset]);
    expect(second.results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
    const again = answers(server, before);
    for (const path of SOURCE_FILES)
      expect(again[path], path).toEqual([{ status: 304, conditional: true }]);
    // Not rewritten: the same rows, same ids (writeSymbols deletes and inserts).
    expect(symbolRows(cache)).toEqual(symbols);
    // What the 304'd files gave still reaches the crawl: b.html and api.html are still pages.
    expect(keys()).toEqual(pages);

    server.setFile('/docs/objects.inv', inventory('fixture.start'));
    const third = server.requests.length;
    await syncOnce(cache, [docset]);
    expect(answers(server, third)['/docs/objects.inv']).toEqual([
      { status: 200, conditional: true },
    ]);
    expect(symbolRows(cache).map((s) => s.name)).toEqual(['fixture.Widget', 'fixture.start']);
  });

  it('are read whole again when what was kept was derived in another format (an older build)', async () => {
    const { server, cache, docset } = await setup();
    await syncOnce(cache, [docset]);
    cache.db.prepare("UPDATE source_files SET format = 'older'").run();
    const before = server.requests.length;
    await syncOnce(cache, [docset]);
    const again = answers(server, before);
    for (const path of SOURCE_FILES)
      expect(again[path], path).toEqual([{ status: 200, conditional: false }]);
    expect(symbolRows(cache).map((s) => s.name)).toEqual(['fixture.Widget', 'fixture.run']);
  });

  it('are read whole every time from a server that sends no validators', async () => {
    const { server, cache, docset } = await setup();
    for (const [path, file] of Object.entries(site(server.url))) {
      if (!SOURCE_FILES.includes(path)) continue;
      const body = typeof file === 'string' ? { body: file } : file;
      server.setFile(path, { ...body, headers: { etag: '', 'last-modified': '' } });
    }
    await syncOnce(cache, [docset]);
    const before = server.requests.length;
    await syncOnce(cache, [docset]);
    const again = answers(server, before);
    for (const path of SOURCE_FILES)
      expect(again[path], path).toEqual([{ status: 200, conditional: false }]);
    expect(symbolRows(cache).map((s) => s.name)).toEqual(['fixture.Widget', 'fixture.run']);
  });

  it('asks a meta-refresh stub with its validators, and follows a 304 where it led', async () => {
    const { server, cache } = await setup();
    server.setFile(
      '/docs/index.html',
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=stable/index.html"><title>Redirect</title></head><body></body></html>',
    );
    server.setFile(
      '/docs/stable/index.html',
      page('Stable', '<p>See <a href="c.html">C</a>.</p>', false),
    );
    server.setFile('/docs/stable/c.html', page('Page C', '<p>Gamma words.</p>', false));
    const docset = fixtureDocset(`${server.url}/docs/index.html`);
    const first = await syncOnce(cache, [docset]);
    const stubEvents = (events: typeof first.events) =>
      events.filter((e) => e.type === 'page' && e.url === `${server.url}/docs/`);
    expect(stubEvents(first.events)).toMatchObject([{ outcome: 'redirected' }]);
    const pages = () =>
      cache.db.prepare("SELECT key FROM pages WHERE status = 'ok' ORDER BY key").pluck().all();
    const stored = pages();
    expect(stored).toContain(`${server.url}/docs/stable/c.html`);

    const before = server.requests.length;
    const second = await syncOnce(cache, [docset]);
    expect(second.results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0, removed: 0 } });
    const stub = server.requests
      .slice(before)
      .filter((r) => r.path === '/docs/' || r.path === '/docs/index.html');
    expect(stub.map((r) => [r.status, r.headers['if-none-match'] !== undefined])).toEqual([
      [304, true],
    ]);
    expect(stubEvents(second.events)).toMatchObject([{ outcome: 'redirected' }]);
    expect(pages()).toEqual(stored);
  });
});
