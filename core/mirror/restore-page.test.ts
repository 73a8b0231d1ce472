import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { searchCache } from '../search/search-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import { readStatus } from '../store/read-status.ts';
import { page, smallDocsSite } from './testing/small-docs-site.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

const opened: Array<{ site: SiteServer; cache: Cache }> = [];
afterEach(async () => {
  for (const { site, cache } of opened.splice(0)) {
    cache.close();
    await site.close();
  }
});

const PIPELINE = '/docs/guide/pipeline.html';
const original = smallDocsSite()[PIPELINE] as string;

async function removedPage(): Promise<{ site: SiteServer; cache: Cache; url: string }> {
  const site = await serveSite({ files: smallDocsSite() });
  const cache = tempCache();
  opened.push({ site, cache });
  const docset = fixtureDocset(`${site.url}/docs/index.html`);
  await syncOnce(cache, [docset]);
  site.deleteFile(PIPELINE);
  const { results } = await syncOnce(cache, [docset]);
  expect(results[0]).toMatchObject({ outcome: 'ok', summary: { removed: 1 } });
  expect(searchCache(cache, { query: '1F1B' })).toEqual([]);
  return { site, cache, url: `${site.url}${PIPELINE}` };
}

function pageStatus(cache: Cache, url: string): string | undefined {
  const row = cache.db.prepare('SELECT status FROM pages WHERE url = ?').get(url) as
    { status: string } | undefined;
  return row?.status;
}

describe('a page removed from the site that comes back', () => {
  it('unchanged: is restored, searchable, counted and reported as restored', async () => {
    const { site, cache, url } = await removedPage();
    site.setFile(PIPELINE, original);
    const { results, events } = await syncOnce(cache, [
      fixtureDocset(`${site.url}/docs/index.html`),
    ]);
    expect(results[0]).toMatchObject({
      outcome: 'ok',
      summary: { new: 0, restored: 1, removed: 0, failed: 0 },
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'page', url, outcome: 'restored' }),
    );
    expect(pageStatus(cache, url)).toBe('ok');
    expect(searchCache(cache, { query: '1F1B' }).map((h) => [h.url, h.anchor])).toEqual([
      [url, 'schedule'],
    ]);
    expect(readStatus(cache.db)[0]).toMatchObject({ pages: 5, lastRun: { restored: 1 } });
  });

  it('changed: is restored with its new text', async () => {
    const { site, cache, url } = await removedPage();
    site.setFile(
      PIPELINE,
      page(
        'Pipeline parallelism',
        '<section id="zb"><h2>Zero bubble</h2><p>ZB-H1 schedules.</p></section>',
      ),
    );
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { restored: 1, failed: 0 } });
    expect(pageStatus(cache, url)).toBe('ok');
    expect(searchCache(cache, { query: 'bubble' }).map((h) => [h.url, h.anchor])).toEqual([
      [url, 'zb'],
    ]);
    expect(searchCache(cache, { query: '1F1B' })).toEqual([]);
  });

  it('removed by a scope mistake (a wrong excludes): back on the next correct sync', async () => {
    const site = await serveSite({ files: smallDocsSite() });
    const cache = tempCache();
    opened.push({ site, cache });
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    await syncOnce(cache, [docset]);
    const wrong = new Map([['fixture', { excludes: ['guide'] }]]);
    const mistaken = await syncOnce(cache, [docset], { overrides: wrong });
    expect(mistaken.results[0]).toMatchObject({ outcome: 'ok', summary: { removed: 2 } });
    expect(readStatus(cache.db)[0]).toMatchObject({ pages: 3 });
    const fixed = await syncOnce(cache, [docset]);
    expect(fixed.results[0]).toMatchObject({ outcome: 'ok', summary: { restored: 2, failed: 0 } });
    expect(readStatus(cache.db)[0]).toMatchObject({ pages: 5 });
    expect(searchCache(cache, { query: '1F1B' })).toHaveLength(1);
  });
});
