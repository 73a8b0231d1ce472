import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import { startReplica } from '../../../test-support/sites/start-replica.ts';
import type { Replica } from '../../../test-support/sites/start-replica.ts';
import { unslothLlmsFull } from '../../../test-support/sites/unsloth/unsloth-markdown.ts';
import { hiddenPage, unslothPages } from '../../../test-support/sites/unsloth/unsloth-pages.ts';
import { searchCache } from '../../search/search-cache.ts';
import type { Cache } from '../../store/open-cache.ts';
import { readPageByKey } from '../../store/read-pages.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import { fixtureDocset, syncOnce, tempCache } from '../testing/mirror-harness.ts';
import { page, smallDocsSite } from '../testing/small-docs-site.ts';

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function cache(): Cache {
  const opened = tempCache();
  closers.push(() => opened.close());
  return opened;
}

function livePages(db: Cache['db'], docset: string): Array<{ url: string; title: string }> {
  return db
    .prepare(`SELECT url, title FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY id`)
    .all(docset) as Array<{ url: string; title: string }>;
}

describe('llms-full.txt in the unsloth replica', () => {
  async function unsloth(): Promise<{ replica: Replica; cache: Cache }> {
    const replica = await startReplica('unsloth');
    closers.push(() => replica.close());
    return { replica, cache: cache() };
  }

  it('stores the hidden page only llms-full has, searchable, and nothing listed twice', async () => {
    const { replica, cache: c } = await unsloth();
    const e = replica.expectations;
    const { results } = await syncOnce(c, [e.docset]);
    expect(results[0]).toMatchObject({ outcome: 'ok' });
    const hidden = `${replica.url}/docs/llms-full.txt?page=benchmarks-internal`;
    expect(readPageByKey(c.db, pageKey(hidden))).toMatchObject({
      title: 'Benchmarks (internal)',
      status: 'ok',
    });
    const hit = searchCache(c, { query: 'hidden benchmark notes', limit: 3 })[0];
    expect(hit?.url).toBe(hidden);
    const pages = livePages(c.db, e.docsetId);
    // Every listed page once, under its own URL; the hidden page is the only piece.
    for (const listed of unslothPages(replica.url, '')) {
      expect(pages.filter((p) => p.title === listed.title)).toHaveLength(1);
    }
    expect(pages.filter((p) => p.url.includes('llms-full.txt'))).toEqual([
      { url: hidden, title: 'Benchmarks (internal)' },
    ]);
    const asked = replica.requested().filter((u) => u.includes('llms-full'));
    expect(asked).toEqual([`${replica.url}/docs/llms-full.txt`]);
  });

  it('keeps the piece on re-sync without a duplicate, and removes it once the file drops it', async () => {
    const { replica, cache: c } = await unsloth();
    const docset = replica.expectations.docset;
    await syncOnce(c, [docset]);
    const before = livePages(c.db, docset.id);
    replica.resetRequests();

    const { results } = await syncOnce(c, [docset]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 0, removed: 0 } });
    expect(livePages(c.db, docset.id)).toEqual(before);
    // The piece is read from the file again, never fetched as a page of its own.
    expect(replica.requested().filter((u) => u.includes('?page='))).toEqual([]);

    const full = unslothLlmsFull(unslothPages(replica.url, ''), hiddenPage);
    const withoutHidden = full.slice(0, full.indexOf(`\n\n# ${hiddenPage.title}`));
    replica.setFile('site', '/docs/llms-full.txt', withoutHidden);
    const third = await syncOnce(c, [docset]);
    expect(third.results[0]).toMatchObject({ outcome: 'ok', summary: { removed: 1 } });
    const hidden = `${replica.url}/docs/llms-full.txt?page=benchmarks-internal`;
    expect(readPageByKey(c.db, pageKey(hidden))?.status).toBe('removed');
    expect(livePages(c.db, docset.id)).toHaveLength(before.length - 1);
  });
});

describe('llms-full.txt on a small site', () => {
  async function site(files: Parameters<typeof serveSite>[0]['files']): Promise<SiteServer> {
    const server = await serveSite({ files });
    closers.push(() => server.close());
    return server;
  }

  const llmsTxt = (o: string) =>
    `# Fixture\n\n## Guide\n\n- [Start](${o}/docs/start.html)\n- [Broken](${o}/docs/broken.html)\n`;
  const llmsFull = [
    '# Fixture docs',
    '',
    '## Getting started',
    '',
    'Install the fixture with pip.',
    '',
    '## Broken',
    '',
    'Only the full file carries this broken page text.',
  ].join('\n');

  it('supplies a listed page whose own fetch fails, and drops a piece equal to a fetched page', async () => {
    const server = await site({
      '/docs/index.html': page('Fixture', '<p><a href="start.html">Start</a></p>', false),
      '/docs/start.html': page('Getting started', '<p>Install the fixture with pip.</p>', false),
      '/docs/broken.html': { body: 'down', status: 500 },
    });
    server.setFile('/docs/llms.txt', llmsTxt(server.url));
    server.setFile('/docs/llms-full.txt', llmsFull);
    const c = cache();
    const { results } = await syncOnce(c, [fixtureDocset(`${server.url}/docs/index.html`)]);
    // The page's own fetch failed: the run says so, but the mirror has the page from the file.
    expect(results[0]?.summary.failed).toBe(1);
    const broken = readPageByKey(c.db, pageKey(`${server.url}/docs/broken.html`));
    expect(broken?.texts.join('\n')).toContain('Only the full file carries');
    const hit = searchCache(c, { query: 'broken page text', limit: 1 })[0];
    expect(hit?.url).toBe(`${server.url}/docs/broken.html`);
    // "Getting started" is titled "Start" in llms.txt: the same words still make it a duplicate.
    const urls = livePages(c.db, 'fixture').map((p) => p.url);
    expect(urls.filter((u) => u.includes('llms-full'))).toEqual([]);
    expect(urls).toHaveLength(3);
  });

  it('keeps the text of a listed page that answers 404 under the file, not the dead URL', async () => {
    const server = await site({
      '/docs/index.html': page('Fixture', '<p>Home.</p>', false),
      '/docs/start.html': page('Getting started', '<p>Install the fixture with pip.</p>', false),
    });
    server.setFile('/docs/llms.txt', llmsTxt(server.url));
    server.setFile('/docs/llms-full.txt', llmsFull);
    const c = cache();
    await syncOnce(c, [fixtureDocset(`${server.url}/docs/index.html`)]);
    expect(readPageByKey(c.db, pageKey(`${server.url}/docs/broken.html`))).toBeUndefined();
    const piece = `${server.url}/docs/llms-full.txt?page=broken`;
    expect(readPageByKey(c.db, pageKey(piece))?.texts.join('\n')).toContain('Only the full file');
  });

  it('stores no more pieces than the page cap allows', async () => {
    const server = await site({
      '/docs/index.html': page('Fixture', '<p>Home.</p>', false),
      '/docs/llms-full.txt': Array.from({ length: 40 }, (_, i) => `# Part ${i}\n\nText ${i}.`).join(
        '\n\n',
      ),
    });
    server.setFile('/docs/llms.txt', `# Fixture\n\n- [Home](${server.url}/docs/index.html)\n`);
    const c = cache();
    const { results } = await syncOnce(c, [fixtureDocset(`${server.url}/docs/index.html`)], {
      mirror: { maxPages: 5 },
    });
    expect(results[0]?.summary.new).toBe(5);
    expect(livePages(c.db, 'fixture')).toHaveLength(5);
  });

  it('looks for no llms-full.txt on a site without llms.txt', async () => {
    const server = await site(smallDocsSite());
    await syncOnce(cache(), [fixtureDocset(`${server.url}/docs/index.html`)]);
    expect(server.requests.filter((r) => r.path.includes('llms-full'))).toEqual([]);
  });
});
