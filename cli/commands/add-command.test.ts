import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalog } from '../../core/catalog/parse-catalog.ts';
import { parseOverrides } from '../../core/sources/overrides/parse-overrides.ts';
import { page, smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { objectsInv } from '../../test-support/sites/support/objects-inv.ts';
import { versionedDocsSite } from '../../core/mirror/testing/versioned-docs-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { Replica } from '../../test-support/sites/start-replica.ts';
import { startReplica } from '../../test-support/sites/start-replica.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { tempCacheFile } from '../testing/run-folio.ts';

let plain: SiteServer;
let sphinx: SiteServer;
let sitemapOnly: SiteServer;
let versioned: SiteServer;
let unsloth: Replica;
let torchtitan: Replica;
beforeAll(async () => {
  plain = await serveSite({ files: smallDocsSite() });
  const inventory = objectsInv('Fixture', '1.0', [
    {
      name: 'deepspeed.DeepSpeedEngine.step',
      role: 'py:method',
      uri: 'api/engine.html#engine.step',
    },
    {
      name: 'deepspeed.initialize',
      role: 'py:function',
      uri: 'api/index.html#deepspeed.initialize',
    },
  ]);
  sphinx = await serveSite({ files: { ...smallDocsSite(), '/docs/objects.inv': inventory } });
  // A landing page with no links at all: only its sitemap says what the docs are.
  const pages = Array.from({ length: 7 }, (_, i) => `/guide/p${i}.html`);
  sitemapOnly = await serveSite({
    files: {
      '/guide/index.html': page(
        'Script-rendered guide',
        '<p>The menu is drawn by script.</p>',
        false,
      ),
      ...Object.fromEntries(pages.map((p) => [p, page(`Page ${p}`, '<p>Text.</p>', false)])),
    },
  });
  sitemapOnly.setFile('/sitemap.xml', {
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
      .map((p) => `<url><loc>${sitemapOnly.url}${p}</loc></url>`)
      .join('')}</urlset>`,
    contentType: 'application/xml',
  });
  versioned = await serveSite({ files: versionedDocsSite() });
  unsloth = await startReplica('unsloth');
  torchtitan = await startReplica('torchtitan');
});
afterAll(async () => {
  await Promise.all(
    [plain, sphinx, sitemapOnly, versioned, unsloth, torchtitan].map((s) => s.close()),
  );
});

/** A user of their own: a fresh Folio folder, so the user catalog starts empty. */
function user() {
  const home = mkdtempSync(join(tmpdir(), 'folio-user-'));
  const github = torchtitan.expectations.github!;
  const env = {
    FOLIO_HOME: home,
    FOLIO_GITHUB_API: github.apiBaseUrl,
    FOLIO_GITHUB_RAW: github.rawBaseUrl,
  };
  const catalog = join(home, 'catalog.md');
  return {
    catalog,
    folio: (...args: string[]) => runFolioInProcess(args, env),
    docsets: () =>
      existsSync(catalog) ? parseCatalog(readFileSync(catalog, 'utf8'), catalog).docsets : [],
  };
}

describe('folio add', () => {
  it('probes a plain site, adds it to the user catalog, and a plain sync then mirrors it', async () => {
    const u = user();
    const added = await u.folio('add', `${plain.url}/docs/index.html`, '--name', 'Fixture Docs');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/generator\s+sphinx/);
    expect(added.stdout).toMatch(/estimate\s+about \d+ pages/);
    expect(added.stdout).toContain('Added "fixture-docs"');
    expect(u.docsets()).toMatchObject([
      { id: 'fixture-docs', entryUrl: `${plain.url}/docs/`, section: 'My documentation' },
    ]);
    const cache = tempCacheFile();
    const sync = await u.folio('sync', '--docset', 'fixture-docs', '--cache', cache);
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stdout).toMatch(/fixture-docs\s+ok\s+5\s/);
    const search = await u.folio('search', 'fixture-docs: 1F1B', '--cache', cache, '--json');
    expect(JSON.parse(search.stdout)).toHaveLength(1);
  });

  it('--render browser sets an app shell to render, beside the user catalog; nothing else is a way', async () => {
    plain.setFile(
      '/app/index.html',
      '<!DOCTYPE html><html><head><title>App Docs</title>' +
        '<script type="module" src="/app/assets/index-4f2a.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    const u = user();
    const file = join(dirname(u.catalog), 'catalog.overrides.json');
    const refused = await u.folio('add', `${plain.url}/app/`, '--render', 'chrome');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      '--render takes browser (render the pages in Chromium), not "chrome"',
    );
    expect(existsSync(u.catalog) || existsSync(file)).toBe(false);

    const added = await u.folio(
      'add',
      `${plain.url}/app/`,
      '--name',
      'Shell',
      '--render',
      'browser',
    );
    expect(added.code, added.stderr).toBe(0);
    expect(parseOverrides(readFileSync(file, 'utf8'), file).overrides.get('shell')).toEqual({
      render: 'browser',
    });
    expect(u.docsets()).toMatchObject([{ id: 'shell', entryUrl: `${plain.url}/app/` }]);
    expect(added.stdout).toMatch(
      /app shell\s+a single-page app: .* Chromium: set by --render browser/,
    );
    expect(added.stdout).toContain(`Set "shell" to render in a browser in ${file}.`);
  });

  it('reads a Sphinx site’s objects.inv, and a sitemap-only site’s sitemap, for its estimate', async () => {
    const u = user();
    const withInventory = await u.folio('add', `${sphinx.url}/docs/`, '--dry-run', '--json');
    expect(withInventory.code, withInventory.stderr).toBe(0);
    expect(JSON.parse(withInventory.stdout)).toMatchObject({
      probe: { generator: 'sphinx', objectsInv: { symbols: 2, pages: 2 } },
    });
    const bySitemap = await u.folio('add', `${sitemapOnly.url}/guide/`, '--dry-run', '--json');
    expect(bySitemap.code, bySitemap.stderr).toBe(0);
    expect(JSON.parse(bySitemap.stdout)).toMatchObject({
      probe: { sitemap: { pages: 7 }, estimate: 7 },
    });
  });

  it('takes one page of a docs site as the site, says why, and refuses the same docs twice', async () => {
    const u = user();
    const page = `${sphinx.url}/docs/guide/zero.html`;
    const probe = await u.folio('add', page, '--dry-run');
    expect(probe.code, probe.stderr).toBe(0);
    expect(probe.stdout).toMatch(
      new RegExp(
        `docs root\\s+${sphinx.url}/docs/ \\(${page} is one of its pages: its API inventory \\(objects\\.inv\\)`,
      ),
    );
    expect(probe.stdout).toMatch(new RegExp(`scope\\s+${sphinx.url}/docs/\\n`));
    const here = await u.folio('add', page, '--dry-run', '--here');
    expect(here.stdout).toMatch(new RegExp(`scope\\s+${sphinx.url}/docs/guide/\\n`));

    expect((await u.folio('add', `${sphinx.url}/docs/`, '--name', 'Site A')).code).toBe(0);
    const again = await u.folio('add', page, '--name', 'Site B');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`these are the docs of "site-a" in ${u.catalog} too`);
  });

  it('follows a redirecting root to the docs root and names its version', async () => {
    const u = user();
    const run = await u.folio('add', `${versioned.url}/`, '--dry-run');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`docs root\\s+${versioned.url}/en/latest/ \\(from`));
    expect(run.stdout).toMatch(/version\s+latest/);
    expect(run.stdout).toContain('Nothing was written (--dry-run).');
    expect(existsSync(u.catalog)).toBe(false);
  });

  it('finds an llms.txt and records it; a second add of the same docset is refused', async () => {
    const u = user();
    const entry = unsloth.expectations.docset.entryUrl;
    // The seed catalog has an "unsloth" already: a local copy needs a name of its own.
    const clash = await u.folio('add', entry, '--name', 'Unsloth');
    expect(clash.code).toBe(1);
    expect(clash.stderr).toMatch(/"unsloth" is already in .*distributed-training\.md; pass --name/);
    const run = await u.folio('add', entry, '--name', 'Unsloth Local', '--json');
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { id: string; probe: { llmsTxt?: { pages: number } } };
    expect(out.id).toBe('unsloth-local');
    expect(out.probe.llmsTxt?.pages).toBeGreaterThan(3);
    expect(u.docsets()[0]?.llmsTxtUrl).toMatch(/llms\.txt$/);
    const again = await u.folio('add', entry, '--name', 'Unsloth Local');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/"unsloth-local" is already in .*folio-user-.*catalog\.md/);
    expect(u.docsets()).toHaveLength(1);
  });

  it('adds a GitHub repository, counting the files a sync would mirror', async () => {
    const u = user();
    const run = await u.folio('add', 'https://github.com/pytorch/torchtitan', '--name', 'Titan');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/generator\s+github/);
    expect(run.stdout).toMatch(/estimate\s+about \d+ pages/);
    // The seed lists this repository already: said, since it will be mirrored twice.
    expect(run.stderr).toMatch(
      /these are the docs of "torchtitan" in .*distributed-training\.md too/,
    );
    expect(u.docsets()).toMatchObject([
      { id: 'titan', entryUrl: 'https://github.com/pytorch/torchtitan' },
    ]);
  });

  it.each([
    ['file:///etc/passwd', 2, /not an http\(s\) URL/],
    ['javascript:alert(1)', 2, /not an http\(s\) URL/],
    ['/missing/', 1, /answers HTTP 404\. Nothing was written/],
    ['/docs/_images/diagram.png', 1, /is not a documentation page \(image\/png\)/],
    ['http://127.0.0.1:9/', 1, /cannot reach http:\/\/127\.0\.0\.1:9\/: .*Nothing was written/],
  ])('refuses %s, writing nothing', async (target, code, message) => {
    const u = user();
    const url = target.startsWith('/') ? `${plain.url}${target}` : target;
    const run = await u.folio('add', url);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(existsSync(u.catalog)).toBe(false);
  });
});

describe('folio remove', () => {
  it('takes a docset out of the user catalog, and --purge drops its pages', async () => {
    const u = user();
    await u.folio('add', `${plain.url}/docs/index.html`, '--name', 'Fixture Docs');
    const cache = tempCacheFile();
    await u.folio('sync', '--docset', 'fixture-docs', '--cache', cache);
    const removed = await u.folio('remove', 'fixture-docs', '--purge', '--cache', cache);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('Dropped "fixture-docs"');
    expect(u.docsets()).toEqual([]);
    const status = await u.folio('status', '--cache', cache, '--json');
    expect(JSON.parse(status.stdout)).toEqual([]);
    const search = await u.folio('search', '1F1B', '--cache', cache, '--json');
    expect(JSON.parse(search.stdout)).toEqual([]);
    const unknown = await u.folio('remove', 'deepspeed');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /"deepspeed" comes from .*distributed-training\.md, not your catalog/,
    );
  });

  it('purges a docset left in the cache after it left every catalog', async () => {
    const u = user();
    await u.folio('add', `${plain.url}/docs/index.html`, '--name', 'Fixture Docs');
    const cache = tempCacheFile();
    await u.folio('sync', '--docset', 'fixture-docs', '--cache', cache);
    // Removed without --purge: its pages stay, and no catalog names it any more.
    expect((await u.folio('remove', 'fixture-docs')).code).toBe(0);
    const purged = await u.folio('remove', 'fixture-docs', '--purge', '--cache', cache);
    expect(purged.code, purged.stderr).toBe(0);
    expect(purged.stdout).toMatch(/Dropped "fixture-docs" .*\([1-9]\d* pages?\)/);
    const search = await u.folio('search', '1F1B', '--cache', cache, '--json');
    expect(JSON.parse(search.stdout)).toEqual([]);
    const again = await u.folio('remove', 'fixture-docs', '--purge', '--cache', cache);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/no docset "fixture-docs" in your catalog/);
  });
});
