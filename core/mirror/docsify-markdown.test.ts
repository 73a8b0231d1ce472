import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { readNavTree } from '../store/nav-tree.ts';
import { fixtureDocset, syncOnce, tempCache } from './testing/mirror-harness.ts';

/** Docsify 4.13.1's own site layout (see SOURCE.md there), on its default hash router. */
const SITE = fileURLToPath(new URL('../fetch/browser/fixtures/docsify-site/', import.meta.url));

function hashRoutedSite(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(SITE)) files[`/${name}`] = readFileSync(`${SITE}${name}`, 'utf8');
  files['/index.html'] = files['/index.html']!.replace(/\s*routerMode: 'history',/, '');
  return files;
}

const headings = (md: string) => [...md.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]);

describe('a Docsify site on hash routes, with no browser', () => {
  let site: SiteServer | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it("stores its Markdown files as its pages, in its sidebar's order, and again on a re-sync", async () => {
    site = await serveSite({ files: hashRoutedSite() });
    const cache = tempCache();
    const docset = fixtureDocset(`${site.url}/index.html`, 'widget');
    const { results } = await syncOnce(cache, [docset]);
    expect(results[0]).toMatchObject({ outcome: 'ok' });
    const pages = cache.db
      .prepare(`SELECT url, title FROM pages WHERE status = 'ok' ORDER BY url`)
      .all() as Array<{ url: string; title: string }>;
    const path = (url: string) => new URL(url).pathname;
    expect(pages.map((p) => path(p.url))).toEqual(
      expect.arrayContaining(['/README.md', '/guide.md', '/api.md']),
    );
    for (const file of ['guide.md', 'api.md', 'README.md']) {
      const sections = cache.db
        .prepare(
          `SELECT s.heading FROM sections s JOIN pages p ON p.id = s.page_id
           WHERE p.url = ? AND s.heading <> '' ORDER BY s.ord`,
        )
        .pluck()
        .all(`${site.url}/${file}`);
      expect(sections).toEqual(headings(readFileSync(`${SITE}${file}`, 'utf8')));
    }
    const nav = readNavTree(cache.db, 'widget') ?? [];
    expect(nav.map((e) => [e.title, e.url && path(e.url)])).toEqual([
      ['Introduction', '/README.md'],
      ['Configuration guide', '/guide.md'],
      ['Python API', '/api.md'],
    ]);
    const again = await syncOnce(cache, [docset]);
    expect(again.results[0]).toMatchObject({ outcome: 'ok', summary: { new: 0, removed: 0 } });
    expect(readNavTree(cache.db, 'widget')).toEqual(nav);
    cache.close();
  });

  it("reads the pages of `docsify init`'s shell, whose app element is empty", async () => {
    const files = hashRoutedSite();
    files['/index.html'] = files['/index.html']!.replace(
      '<div id="app">Loading…</div>',
      '<div id="app"></div>',
    );
    site = await serveSite({ files });
    const cache = tempCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/`, 'widget')]);
    expect(results[0]).toMatchObject({ outcome: 'ok' });
    const stored = cache.db
      .prepare(`SELECT url FROM pages WHERE status = 'ok' ORDER BY url`)
      .pluck()
      .all() as string[];
    expect(stored.map((url) => new URL(url).pathname)).toEqual([
      '/README.md',
      '/api.md',
      '/guide.md',
    ]);
    expect((readNavTree(cache.db, 'widget') ?? []).map((e) => e.title)).toEqual([
      'Introduction',
      'Configuration guide',
      'Python API',
    ]);
    cache.close();
  });

  it('reads its Markdown from basePath, through its alias routes', async () => {
    // The fixture's files moved under /content/, two of them renamed, the app told so as data.
    const files: Record<string, string> = {};
    const moved: Record<string, string> = { 'guide.md': 'handbook/config.md' };
    for (const name of ['README.md', '_sidebar.md', 'guide.md', 'api.md']) {
      files[`/content/${moved[name] ?? name}`] = readFileSync(`${SITE}${name}`, 'utf8');
    }
    files['/index.html'] = hashRoutedSite()['/index.html']!.replace(
      'loadSidebar: true,',
      `loadSidebar: true,
      basePath: '/content/',
      alias: { '/guide(\\.md)?': '/handbook/config.md', '/.*/_sidebar.md': '/_sidebar.md' },`,
    );
    // Where a crawl blind to basePath would look: a stale copy that must not be read.
    files['/README.md'] = '# Stale\n\nNot the docs.\n';
    site = await serveSite({ files });
    const cache = tempCache();
    const { results } = await syncOnce(cache, [fixtureDocset(`${site.url}/index.html`, 'widget')]);
    expect(results[0]).toMatchObject({ outcome: 'ok' });
    const path = (url: string) => new URL(url).pathname;
    const nav = readNavTree(cache.db, 'widget') ?? [];
    expect(nav.map((e) => [e.title, e.url && path(e.url)])).toEqual([
      ['Introduction', '/content/README.md'],
      ['Configuration guide', '/content/handbook/config.md'],
      ['Python API', '/content/api.md'],
    ]);
    const stored = cache.db
      .prepare(`SELECT url FROM pages WHERE status = 'ok' ORDER BY url`)
      .pluck()
      .all() as string[];
    expect(stored.map(path)).toEqual(
      expect.arrayContaining([
        '/content/README.md',
        '/content/handbook/config.md',
        '/content/api.md',
      ]),
    );
    expect(stored.map(path)).not.toContain('/README.md');
    const sections = cache.db
      .prepare(
        `SELECT s.heading FROM sections s JOIN pages p ON p.id = s.page_id
         WHERE p.url = ? AND s.heading <> '' ORDER BY s.ord`,
      )
      .pluck()
      .all(`${site.url}/content/handbook/config.md`);
    expect(sections).toEqual(headings(readFileSync(`${SITE}guide.md`, 'utf8')));
    cache.close();
  });
});
