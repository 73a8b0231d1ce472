import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TocEntry } from '../../api/folio-api.ts';
import { readToc } from '../../api/read-toc.ts';
import { searchCache } from '../../search/search-cache.ts';
import { readAsset } from '../../store/read-asset.ts';
import { readDocsetPages } from '../../store/read-docset-pages.ts';
import { readNavTree } from '../../store/nav-tree.ts';
import type { Cache } from '../../store/open-cache.ts';
import { unpackTexts } from '../../store/pack-page.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import { startReplica } from '../../../test-support/sites/start-replica.ts';
import type { Replica } from '../../../test-support/sites/start-replica.ts';
import type { ReplicaName } from '../../../test-support/sites/replica.ts';
import { syncOnce, tempCache } from '../testing/mirror-harness.ts';
import type { DocsetResult } from '../sync-event.ts';

/**
 * Each replica mirrored once, then checked aspect by aspect against its own expectations. An
 * aspect that does not pass yet is listed in `todo` with the reason, so it shows as a todo rather
 * than disappearing.
 */

const replicas: Array<{ name: ReplicaName; todo?: Record<string, string> }> = [
  { name: 'torchtitan' },
  { name: 'deepspeed' },
  { name: 'megatron-lm' },
  { name: 'megatron-core' },
  { name: 'pytorch-lightning' },
  { name: 'nemo-framework' },
  { name: 'colossal-ai' },
  { name: 'torchtune' },
  { name: 'llama-factory' },
  { name: 'axolotl' },
  { name: 'unsloth' },
  { name: 'openrlhf' },
];

const stripTwin = (url: string) => url.replace(/(\.html)?\.md$/, '');
/** Pages are stored canonical: `npu/index.html` is kept as `npu/`. */
const sameDirectory = (url: string) => url.replace(/\/index\.html?$/, '/');

/** A GitHub replica's expected pages are raw URLs pinned to the commit; pages are stored by path. */
function comparable(url: string, replica: Replica): string {
  const gh = replica.expectations.github;
  if (gh && url.startsWith(gh.rawBaseUrl)) {
    return url.slice(gh.rawBaseUrl.length).split('/').slice(4).join('/');
  }
  const blob = /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[^/]+\/(.*)$/.exec(url);
  return blob ? decodeURIComponent(blob[1]!) : pageKey(stripTwin(url));
}

function storedTexts(cache: Cache, docset: string): Map<string, string> {
  const rows = cache.db
    .prepare(`SELECT url, codec, body FROM pages WHERE docset_id = ? AND status = 'ok'`)
    .all(docset) as Array<{ url: string; codec: string; body: Buffer }>;
  return new Map(rows.map((r) => [r.url, unpackTexts(r.codec, r.body).join('\n')]));
}

/** Every entry of a tree, depth first. */
function tocEntries(tree: readonly TocEntry[]): TocEntry[] {
  return tree.flatMap((t) => [t, ...tocEntries(t.children)]);
}

/** The page keys a tree links to. */
function urlKeys(tree: readonly TocEntry[]): string[] {
  return tocEntries(tree).flatMap((t) => (t.url === null ? [] : [pageKey(t.url)]));
}

describe.each(replicas)('mirror of the $name replica', ({ name, todo = {} }) => {
  let replica: Replica;
  let cache: Cache;
  let result: DocsetResult;
  beforeAll(async () => {
    replica = await startReplica(name);
    cache = tempCache();
    const e = replica.expectations;
    const overrides = new Map(
      e.extraScopePrefixes || e.imageHosts
        ? [[e.docsetId, { extraPrefixes: e.extraScopePrefixes, imageHosts: e.imageHosts }]]
        : [],
    );
    const { results } = await syncOnce(cache, [e.docset], {
      overrides,
      github: e.github && { apiBaseUrl: e.github.apiBaseUrl, rawBaseUrl: e.github.rawBaseUrl },
    });
    result = results[0]!;
  }, 60_000);
  afterAll(async () => {
    cache?.close();
    await replica?.close();
  });

  const check = (aspect: string, title: string, body: () => void) =>
    todo[aspect] ? it.todo(`${title} (${todo[aspect]})`) : it(title, body);

  check('sync', 'syncs without error', () => {
    expect(result.error).toBeUndefined();
    expect(result.outcome).toBe('ok');
  });

  check('pages', 'stores every expected page', () => {
    const keys = new Set(
      readDocsetPages(cache.db, replica.expectations.docsetId).map((p) =>
        comparable(p.url, replica),
      ),
    );
    const missing = replica.expectations.expectedPages.filter(
      (url) => !keys.has(comparable(url, replica)),
    );
    expect(missing).toEqual([]);
  });

  check('forbidden', 'fetches nothing forbidden', () => {
    const e = replica.expectations;
    const asked = replica.requested();
    expect(asked.filter((u) => e.forbiddenPaths.includes(u))).toEqual([]);
    expect(asked.filter((u) => e.forbiddenPatterns.some((p) => p.test(u)))).toEqual([]);
    expect(asked.filter((u) => u.startsWith(replica.origins.url.offsite))).toEqual([]);
  });

  check('chrome', 'strips the chrome', () => {
    const texts = [...storedTexts(cache, replica.expectations.docsetId).values()].join('\n');
    for (const chrome of replica.expectations.chromeStrings) expect(texts).not.toContain(chrome);
  });

  // The TOC as getToc returns it (createFolioApi reads it with readToc).
  const tocOf = (e: Replica['expectations']) => readToc(cache.db, e.docsetId, e.entryUrl);

  check('toc', 'has the site’s first-level table of contents, after its entry page', () => {
    const e = replica.expectations;
    const toc = tocOf(e);
    // tocTop is the site's own first level (its sidebar or llms.txt). When that leaves out the
    // page the entry landed on (the first stored), the TOC puts the page ahead of it.
    const nav = readNavTree(cache.db, e.docsetId);
    const first = toc[0]?.url;
    const added = nav && first && !urlKeys(nav).includes(pageKey(first)) ? 1 : 0;
    if (added) expect(first).toBe(readDocsetPages(cache.db, e.docsetId)[0]?.url);
    const titles = toc.map((t) => t.title);
    expect(titles.slice(added, added + e.tocTop.length)).toEqual(e.tocTop);
  });

  check('toc-pages', 'reaches every stored page from the table of contents', () => {
    const e = replica.expectations;
    const listed = new Set(urlKeys(tocOf(e)));
    const missing = readDocsetPages(cache.db, e.docsetId).filter(
      (p) => !listed.has(pageKey(p.url)),
    );
    expect(missing.map((p) => p.url)).toEqual([]);
  });

  check('toc-levels', 'repeats no title in its first child', () => {
    const doubled = tocEntries(tocOf(replica.expectations))
      .filter((t) => t.children[0]?.title.trim() === t.title.trim())
      .map((t) => t.title);
    expect(doubled).toEqual([]);
  });

  check('search', 'finds each search in the top three', () => {
    for (const { query, expectPath } of replica.expectations.searches) {
      const hits = searchCache(cache, { query, limit: 3 });
      const urls = hits.map((h) => sameDirectory(stripTwin(h.url)));
      const want = sameDirectory(stripTwin(expectPath));
      expect(
        urls.some((u) => u.endsWith(want) || u.endsWith(expectPath)),
        `${query} → ${expectPath} in ${urls.join(', ')}`,
      ).toBe(true);
    }
  });

  check('images', 'stores the images', () => {
    const missing = replica.expectations.images.filter((url) => !readAsset(cache.db, url));
    expect(missing).toEqual([]);
  });
});
