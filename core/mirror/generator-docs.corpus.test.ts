import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readToc } from '../api/read-toc.ts';
import type { TocEntry } from '../api/folio-api.ts';
import { extractNavTree } from '../extract/extract-nav-tree.ts';
import { createExtractPool } from '../extract/extract-pool.ts';
import { createFetcher } from '../fetch/create-fetcher.ts';
import { searchCache } from '../search/search-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { syncDocsets } from './sync-docsets.ts';
import { fixtureDocset, tempCache } from './testing/mirror-harness.ts';

/**
 * Real output of generators other than Sphinx, as Debian ships it (no one here wrote it), each
 * synced twice into fresh caches: by-products never asked for, the site's own navigation in its
 * order and the same on both runs, API names answered by their own page first.
 */
const SITES = [
  { id: 'junit', root: '/usr/share/doc/junit4-doc/javadoc_40', entry: '/index.html' },
  { id: 'eigen', root: '/usr/share/doc/libeigen3-dev/html', entry: '/index.html' },
  { id: 'rust-book', root: '/usr/share/doc/rust-doc/html', entry: '/book/index.html' },
] as const;

const installed = SITES.every((s) => existsSync(`${s.root}${s.entry}`));

interface Run {
  cache: Cache;
  asked: string[];
}

describe.skipIf(!installed)('mirroring real Javadoc, Doxygen and mdBook output', () => {
  const servers = new Map<string, SiteServer>();
  const runs: Run[] = [];
  const url = (id: string, path: string) => `${servers.get(id)!.url}${path}`;

  const sync = async (): Promise<Run> => {
    const cache = tempCache();
    for (const server of servers.values()) server.requests.length = 0;
    const fetcher = createFetcher();
    const extractor = createExtractPool();
    try {
      const docsets = SITES.map((s) => fixtureDocset(url(s.id, s.entry), s.id));
      const results = await syncDocsets({ cache, docsets, network: { fetcher, extractor } });
      expect(results.map((r) => r.outcome)).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await fetcher.close();
      await extractor.close();
    }
    const asked = [...servers.values()].flatMap((s) => s.requests.map((r) => r.path));
    return { cache, asked };
  };

  beforeAll(async () => {
    for (const s of SITES) servers.set(s.id, await serveSite({ root: s.root }));
    runs.push(await sync(), await sync());
  }, 600_000);
  afterAll(async () => {
    for (const run of runs) run.cache.close();
    for (const server of servers.values()) await server.close();
  });

  const stored = (run: Run, id: string) =>
    (
      run.cache.db
        .prepare(`SELECT url FROM pages WHERE docset_id = ? AND status = 'ok'`)
        .all(id) as Array<{ url: string }>
    ).map((r) => new URL(r.url).pathname);

  it('never asks for a by-product, and stores the pages', () => {
    const [first] = runs;
    const byProducts = first!.asked.filter((p) =>
      /\/(src-html|class-use)\/|_source\.html$|\/dir_[0-9a-f]{32}\.html$|-members\.html$|\/search\/[a-z_0-9]+\.html$|\/print\.html$/.test(
        p,
      ),
    );
    expect(byProducts).toEqual([]);
    // junit4-doc: 530 HTML files, 324 of them src-html/ and class-use/.
    expect(stored(first!, 'junit').length).toBeGreaterThan(180);
    expect(stored(first!, 'junit')).toContain('/org/junit/Assert.html');
    // Eigen: its 700-odd source listings, directory pages, member lists and search pages skipped.
    expect(stored(first!, 'eigen').length).toBeGreaterThan(300);
    expect(stored(first!, 'eigen').length).toBeLessThan(500);
    expect(stored(first!, 'eigen')).toContain('/classEigen_1_1JacobiSVD.html');
  });

  const titles = (entries: readonly TocEntry[], depth: number): string[] =>
    entries.flatMap((e) => [e.title, ...(depth > 1 ? titles(e.children, depth - 1) : [])]);

  it('lists the site’s own navigation, the same on both runs', () => {
    for (const s of SITES) {
      const [a, b] = runs.map((run) => readToc(run.cache.db, s.id, url(s.id, s.entry)));
      expect(titles(a!, 3)).toEqual(titles(b!, 3));
    }
    // The Rust book: SUMMARY.md's order, as its own sidebar shows it.
    const bookHtml = readFileSync(`${SITES[2].root}/book/index.html`, 'utf8');
    const own = extractNavTree(bookHtml, url('rust-book', '/book/index.html'), 'mdbook');
    const toc = readToc(runs[0]!.cache.db, 'rust-book', url('rust-book', '/book/index.html'));
    // The landing page comes first: the sidebar lists the title page, not index.html.
    expect(titles(toc, 1).slice(1, 1 + own.length)).toEqual(titles(own, 1));
    // JUnit: its packages in their order; Eigen: its tree view's top level.
    const junit = readToc(runs[0]!.cache.db, 'junit', url('junit', '/index.html'));
    const packages = readFileSync(`${SITES[0].root}/element-list`, 'utf8').trim().split('\n');
    expect(titles(junit, 1).filter((t) => packages.includes(t))).toEqual([...packages].sort());
    const eigen = readToc(runs[0]!.cache.db, 'eigen', url('eigen', '/index.html'));
    expect(titles(eigen, 1).slice(0, 6)).toEqual([
      'Overview',
      'Getting started',
      'Chapters',
      'Extending/Customizing Eigen',
      'General topics',
      'Class List',
    ]);
  });

  it.each([
    ['assertEquals', 'junit', '/org/junit/Assert.html', /^assertEquals\(/],
    ['JacobiSVD', 'eigen', '/classEigen_1_1JacobiSVD.html', /^$/],
  ])('puts %s’s own page and anchor first', (query, docset, path, anchor) => {
    const [top] = searchCache(runs[0]!.cache, { query, limit: 3, docsets: [docset] });
    expect(new URL(top!.url).pathname).toBe(path);
    expect(top!.anchor ?? '').toMatch(anchor);
  });
});
