import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { readRunErrors } from '../store/read-status.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { page } from './testing/small-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const cache of caches.splice(0)) cache.close();
});

/** An infinite calendar: every month links to the next, forever. */
async function calendarSite(): Promise<SiteServer> {
  const site = await serveSite({
    files: {
      '/docs/index.html': page(
        'Home',
        '<p><a href="guide.html">Guide</a> <a href="cal/2024/01">Calendar</a></p>',
        false,
      ),
      '/docs/guide.html': page('Guide', '<p>The guide.</p>', false),
    },
  });
  site.use((req, res) => {
    const match = /^\/docs\/cal\/(\d+)\/(\d+)$/.exec(req.url ?? '');
    if (!match) return false;
    const [year, month] = [Number(match[1]), Number(match[2])];
    const next = month === 12 ? `${year + 1}/01` : `${year}/${String(month + 1).padStart(2, '0')}`;
    const html = page(
      `${year}-${month}`,
      `<p>Events of ${year}-${month}. <a href="/docs/cal/${next}">Next</a></p>`,
      false,
    );
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    return true;
  });
  servers.push(site);
  return site;
}

/**
 * A server that answers any path under /docs/loop/ with the same page, whose relative links
 * (x/ and y/) therefore resolve one level deeper each time: /loop/x/y/x/y/…, never one segment
 * repeated, so only the path depth stopped it (thousands of pages).
 */
async function loopSite(): Promise<SiteServer> {
  const site = await serveSite({
    files: {
      '/docs/index.html': page('Home', '<p><a href="loop/">Loop</a></p>', false),
    },
  });
  site.use((req, res) => {
    if (!(req.url ?? '').startsWith('/docs/loop/')) return false;
    const html = page('Loop', '<p>Same page. <a href="x/">X</a> <a href="y/">Y</a></p>', false);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    return true;
  });
  servers.push(site);
  return site;
}

describe('crawler traps', () => {
  it('cuts an infinite calendar per pattern and says which pattern and how many it skipped', async () => {
    const site = await calendarSite();
    const cache = tempCache();
    caches.push(cache);
    const docset = fixtureDocset(`${site.url}/docs/index.html`);
    const { results } = await syncOnce(cache, [docset], { mirror: { maxUrlsPerPattern: 30 } });
    const result = results[0]!;
    expect(result.outcome).toBe('ok');
    // Home, the guide and the 30 months the pattern allows; the 31st month is linked, not fetched.
    expect(result.summary.new).toBe(32);
    const calendar = site.requests.filter((r) => r.path.startsWith('/docs/cal/'));
    expect(calendar).toHaveLength(30);
    expect(result.notes).toEqual([`crawler trap cut: ${site.url}/docs/cal/N/N (1 URL skipped)`]);
    expect(readRunErrors(cache.db, docset.id).map((e) => e.message)).toContain(result.notes![0]);
  });

  it('reports the page cap when it stops the crawl', async () => {
    const site = await calendarSite();
    const cache = tempCache();
    caches.push(cache);
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)], {
      mirror: { maxPages: 5, concurrency: 1 },
    });
    expect(results[0]!.summary.new).toBe(5);
    expect(results[0]!.notes).toEqual([
      expect.stringMatching(/^page cap of 5 reached: \d+ queued URLs not fetched$/) as string,
    ]);
  });

  it('cuts a relative-link loop whose segments alternate, long before the page cap', async () => {
    const site = await loopSite();
    const cache = tempCache();
    caches.push(cache);
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)], {
      mirror: { maxPages: 500 },
    });
    const result = results[0]!;
    expect(result.outcome).toBe('ok');
    // Each of x and y at most three times in a path: 52 pages, where only the depth limit stopped it.
    expect(result.summary.new).toBeLessThan(100);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        `crawler trap cut: a path segment more than 3 times (x) (18 URLs skipped)`,
        `crawler trap cut: a path segment more than 3 times (y) (18 URLs skipped)`,
      ]),
    );
  });
});
