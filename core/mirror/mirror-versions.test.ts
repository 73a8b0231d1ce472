import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import { searchCache } from '../search/search-cache.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { Cache } from '../store/open-cache.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';
import { smallDocsSite } from './testing/small-docs-site.ts';
import { versionedDocsSite, versionedSitemap } from './testing/versioned-docs-site.ts';

const servers: SiteServer[] = [];
const caches: Cache[] = [];
const replicas: Replica[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await Promise.all(replicas.splice(0).map((r) => r.close()));
  for (const cache of caches.splice(0)) cache.close();
});

async function versionedSite(): Promise<SiteServer> {
  const site = await serveSite({ files: versionedDocsSite() });
  site.setFile('/sitemap.xml', {
    body: versionedSitemap(site.url),
    contentType: 'application/xml',
  });
  servers.push(site);
  return site;
}

function newCache(): Cache {
  const cache = tempCache();
  caches.push(cache);
  return cache;
}

const overrides = (versions: string[], id = 'fixture') =>
  new Map<string, DocsetOverrides>([[id, { versions }]]);

/** Stored pages as `path → version`. */
function storedVersions(cache: Cache, id = 'fixture'): Record<string, string | null> {
  const rows = cache.db
    .prepare(`SELECT url, version FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY url`)
    .all(id) as Array<{ url: string; version: string | null }>;
  return Object.fromEntries(rows.map((r) => [new URL(r.url).pathname, r.version]));
}

const errors = (cache: Cache) =>
  cache.db.prepare('SELECT url, message FROM sync_errors ORDER BY id').all() as Array<{
    url: string;
    message: string;
  }>;

const asked = (site: SiteServer, pattern: RegExp) =>
  site.requests.map((r) => r.path).filter((p) => pattern.test(p));

describe('the versions override', () => {
  it('mirrors the entry’s version only by default', async () => {
    const site = await versionedSite();
    const cache = newCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/en/latest/`)]);
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
    expect(storedVersions(cache)).toEqual({
      '/en/latest/': 'latest',
      '/en/latest/guide.html': 'latest',
    });
    expect(asked(site, /^\/en\/2\./)).toEqual([]);
  });

  it('keeps a bare entry’s sitemap to the version the entry lands in', async () => {
    // Read the Docs' sitemap lists every version; `/` only says which one once it redirects.
    const site = await versionedSite();
    const cache = newCache();
    await syncOnce(cache, [fixtureDocset(`${site.url}/`)]);
    expect(Object.keys(storedVersions(cache))).toEqual(['/en/latest/', '/en/latest/guide.html']);
    expect(asked(site, /^\/en\/2\./)).toEqual([]);
  });

  it('mirrors a listed version with its sitemap pages, and never asks for an unlisted one', async () => {
    const site = await versionedSite();
    const cache = newCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/en/latest/`)], {
      overrides: overrides(['2.4.0']),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 0 } });
    expect(storedVersions(cache)).toEqual({
      '/en/2.4.0/': '2.4.0',
      '/en/2.4.0/guide.html': '2.4.0',
      '/en/2.4.0/orphan.html': '2.4.0',
      '/en/latest/': 'latest',
      '/en/latest/guide.html': 'latest',
    });
    expect(asked(site, /^\/en\/2\.3\.0\//)).toEqual([]);
    expect(asked(site, /switcher\.json/)).toEqual([]);
    // Both versions read the same: one hit, the entry's version, naming the other.
    const hits = searchCache(cache, { query: 'gradient checkpointing' });
    expect(hits.map((h) => [new URL(h.url).pathname, h.version, h.otherVersions])).toEqual([
      ['/en/latest/guide.html', 'latest', ['2.4.0']],
    ]);
  });

  it('derives the roots from where a bare entry lands, and re-syncs without losing a version', async () => {
    const site = await versionedSite();
    const cache = newCache();
    const docset = fixtureDocset(`${site.url}/`);
    const options = { overrides: overrides(['2.4.0']) };
    await syncOnce(cache, [docset], options);
    expect(Object.values(storedVersions(cache)).sort()).toEqual([
      '2.4.0',
      '2.4.0',
      '2.4.0',
      'latest',
      'latest',
    ]);
    site.requests.length = 0;
    const { results } = await syncOnce(cache, [docset], options);
    expect(results[0]).toMatchObject({
      outcome: 'ok',
      summary: { new: 0, changed: 0, unchanged: 5, removed: 0, failed: 0 },
    });
    expect(asked(site, /^\/en\/2\.3\.0\//)).toEqual([]);
  });

  it('names a listed version that does not exist, and still mirrors the others', async () => {
    const site = await versionedSite();
    const cache = newCache();
    const { results, events } = await syncOnce(cache, [fixtureDocset(`${site.url}/en/latest/`)], {
      overrides: overrides(['9.9', '2.4.0', 'latest']),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 1 } });
    const message = `version "9.9" not found at ${site.url}/en/9.9/ (HTTP 404)`;
    expect(errors(cache).map((e) => e.message)).toEqual([message]);
    expect(events).toContainEqual(expect.objectContaining({ outcome: 'failed', message }));
    expect(storedVersions(cache)['/en/2.4.0/guide.html']).toBe('2.4.0');
  });

  it('reports the override as inapplicable on a site without version directories', async () => {
    const site = await serveSite({ files: smallDocsSite() });
    servers.push(site);
    const cache = newCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/docs/index.html`)], {
      overrides: overrides(['2.0']),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { new: 5, failed: 1 } });
    expect(errors(cache).map((e) => e.message)).toEqual([
      `versions override (2.0) cannot apply: ${site.url}/docs/ has no version in its path`,
    ]);
  });

  it('reports the override as inapplicable on a GitHub repository', async () => {
    const replica = await startReplica('torchtitan');
    replicas.push(replica);
    const cache = newCache();
    const e = replica.expectations;
    const github = e.github!;
    const { results } = await syncOnce(cache, [e.docset], {
      overrides: overrides(['v0.1'], e.docsetId),
      github: { apiBaseUrl: github.apiBaseUrl, rawBaseUrl: github.rawBaseUrl },
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 1 } });
    expect(errors(cache)[0]?.message).toMatch(/^versions override \(v0\.1\) cannot apply: /);
  });

  it('follows a bare entry to Lightning’s stable/ and mirrors a listed patch release', async () => {
    const replica = await startReplica('pytorch-lightning');
    replicas.push(replica);
    const cache = newCache();
    const e = replica.expectations;
    // The replica's old-version stub is too short to pass the soft-404 check: give it a page.
    replica.setFile('site', '/docs/pytorch/2.1.2/index.html', {
      body: `<!DOCTYPE html><html><head><title>PyTorch Lightning 2.1.2</title></head><body><article class="pytorch-article"><h1>PyTorch Lightning 2.1.2</h1><p>${'The Trainer in release 2.1.2 automates the training loop. '.repeat(8)}</p></article></body></html>`,
      contentType: 'text/html; charset=utf-8',
    });
    const { results } = await syncOnce(cache, [e.docset], {
      overrides: overrides(['2.1.2', '9.9.9'], e.docsetId),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 1 } });
    const stored = storedVersions(cache, e.docsetId);
    expect(stored['/docs/pytorch/2.1.2/']).toBe('2.1.2');
    expect(stored['/docs/pytorch/stable/common/trainer.html']).toBe('stable');
    // The SPA host answers 200 with its shell for a missing version: a soft 404, named.
    expect(errors(cache).map((x) => x.message)).toEqual([
      expect.stringMatching(
        /^version "9\.9\.9" not found at .*\/docs\/pytorch\/9\.9\.9\/ \(soft 404/,
      ),
    ]);
    const requested = replica.requested();
    expect(requested.filter((u) => /\/docs\/pytorch\/(LTS|latest)\//.test(u))).toEqual([]);
  });

  it('names a listed version robots.txt hides (Read the Docs’ hidden versions)', async () => {
    const replica = await startReplica('llama-factory');
    replicas.push(replica);
    const cache = newCache();
    const e = replica.expectations;
    const { results } = await syncOnce(cache, [e.docset], {
      overrides: overrides(['v0.8.0'], e.docsetId),
    });
    expect(results[0]).toMatchObject({ outcome: 'ok', summary: { failed: 1 } });
    expect(errors(cache).map((x) => x.message)).toEqual([
      `version "v0.8.0" cannot be mirrored: ${replica.servers.site!.url}/en/v0.8.0/ is disallowed by robots.txt`,
    ]);
    expect(replica.requested().filter((u) => u.includes('/en/v0.8.0/'))).toEqual([]);
  });
});
