import { afterEach, describe, expect, it } from 'vitest';
import { searchCache } from '../../search/search-cache.ts';
import { readDocsetPages } from '../../store/read-docset-pages.ts';
import { readNavTree } from '../../store/nav-tree.ts';
import { readPageByKey } from '../../store/read-pages.ts';
import { readSecondaryPages } from '../../store/secondary-pages.ts';
import { pageKey } from '../../url/canonicalize-url.ts';
import type { Cache } from '../../store/open-cache.ts';
import { startReplica } from '../../../test-support/sites/start-replica.ts';
import type { Replica } from '../../../test-support/sites/start-replica.ts';
import { syncOnce, tempCache } from '../testing/mirror-harness.ts';

let replica: Replica | undefined;
let cache: Cache | undefined;
afterEach(async () => {
  cache?.close();
  await replica?.close();
  replica = cache = undefined;
});

const githubOf = (r: Replica) => ({
  apiBaseUrl: r.expectations.github!.apiBaseUrl,
  rawBaseUrl: r.expectations.github!.rawBaseUrl,
});

describe('sources wired into the mirror', () => {
  it('re-syncs a GitHub repository with an unchanged commit in at most two requests', async () => {
    replica = await startReplica('torchtitan');
    cache = tempCache();
    const docset = replica.expectations.docset;
    const first = await syncOnce(cache, [docset], { github: githubOf(replica) });
    expect(first.results[0]!.summary.new).toBeGreaterThan(5);
    replica.resetRequests();
    const again = await syncOnce(cache, [docset], { github: githubOf(replica) });
    expect(again.results[0]!.outcome).toBe('ok');
    expect(again.results[0]!.summary.new + again.results[0]!.summary.changed).toBe(0);
    expect(replica.requested().length).toBeLessThanOrEqual(2);
  });

  it('re-mirrors a GitHub repository when a new commit lands', async () => {
    replica = await startReplica('torchtitan');
    cache = tempCache();
    const docset = replica.expectations.docset;
    await syncOnce(cache, [docset], { github: githubOf(replica) });
    replica.github!.pushCommit({ 'docs/fsdp.md': '# FSDP2\n\nZigzag ring attention shards.\n' });
    const again = await syncOnce(cache, [docset], { github: githubOf(replica) });
    expect(again.results[0]!.summary.changed).toBeGreaterThanOrEqual(1);
    expect(searchCache(cache, { query: 'zigzag' })[0]?.url).toMatch(/docs\/fsdp\.md$/);
  });

  it('crawls a repository’s guide on its docs host with it, and keeps it on re-sync', async () => {
    replica = await startReplica('openrlhf');
    cache = tempCache();
    const e = replica.expectations;
    const options = {
      github: githubOf(replica),
      overrides: new Map([[e.docsetId, { extraPrefixes: e.extraScopePrefixes! }]]),
    };
    const first = await syncOnce(cache, [e.docset], options);
    const pages = readDocsetPages(cache.db, e.docsetId).length;
    // The guide's sidebar is one group after the repository's own entries, once per run.
    const guideGroups = () =>
      (readNavTree(cache!.db, e.docsetId) ?? []).filter((t) => t.url?.includes('/en/latest/'));
    expect(guideGroups()).toHaveLength(1);
    const guideToc = JSON.stringify(guideGroups());
    expect(guideToc).toContain('hybrid_engine.html');
    expect(readDocsetPages(cache.db, e.docsetId).some((p) => p.url.includes('/en/latest/'))).toBe(
      true,
    );
    // Unchanged commit, then a new one: neither drops the guide's pages.
    replica.resetRequests();
    const again = await syncOnce(cache, [e.docset], options);
    // The guide's sitemap dates every page before it was fetched: only its entry is asked again.
    const guide = e.expectedPages.filter((u) => u.includes('/en/latest/'));
    expect(replica.requested().filter((u) => guide.includes(u)).length).toBeLessThanOrEqual(1);
    expect(again.results[0]!.summary.unchanged).toBe(pages);
    replica.github!.pushCommit({ 'docs/ppo_examples.md': '# PPO\n\nQuokka rollouts.\n' });
    const third = await syncOnce(cache, [e.docset], options);
    for (const run of [first, again, third]) expect(run.results[0]!.outcome).toBe('ok');
    expect(JSON.stringify(guideGroups())).toBe(guideToc);
    expect(readNavTree(cache.db, e.docsetId)![0]!.title).toBe('OpenRLHF');
    expect(again.results[0]!.summary.removed + third.results[0]!.summary.removed).toBe(0);
    expect(readDocsetPages(cache.db, e.docsetId)).toHaveLength(pages);
  });

  it('ranks objects.inv symbols first for their own names, at their anchor, with the role', async () => {
    replica = await startReplica('torchtune');
    cache = tempCache();
    await syncOnce(cache, [replica.expectations.docset]);
    const symbols = replica.expectations.symbols ?? [];
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      // Its qualified name, any case, and its own last name (`TransformerDecoder`).
      const short = symbol.name.slice(symbol.name.lastIndexOf('.') + 1);
      for (const query of [symbol.name, symbol.name.toLowerCase(), short]) {
        const [top] = searchCache(cache, { query });
        expect(top, query).toBeDefined();
        expect(`${top!.url}#${top!.anchor}`, query).toBe(symbol.url);
        expect(top!.symbol?.role).toBe(symbol.role);
        expect(top!.symbol?.kind).toBe(symbol.role.split(':')[1]);
        // The symbol's own section is not listed again, and lends the symbol its snippet.
        expect(top!.snippet, query).toContain('<mark>');
      }
    }
  });

  it('takes from a hub llms.txt only the docset’s own pages', async () => {
    replica = await startReplica('megatron-core');
    cache = tempCache();
    const e = replica.expectations;
    await syncOnce(cache, [e.docset]);
    const origin = replica.origins.url.site;
    const neighbours = ['/nemo-framework/', '/cudnn/', '/deeplearning/', '/tensorrt/', '/nim/'];
    const asked = replica.requested().filter((u) => u.startsWith(origin));
    expect(asked.filter((u) => neighbours.some((n) => u.startsWith(`${origin}${n}`)))).toEqual([]);
    expect(asked.filter((u) => /\/llms\.txt$/.test(u))).toEqual([`${origin}/llms.txt`]);
    const urls = readDocsetPages(cache.db, e.docsetId).map((p) => p.url);
    expect(urls.every((u) => u.startsWith(`${origin}/megatron-core/`))).toBe(true);
    // Listed only by the hub (a bare URL line), still mirrored.
    expect(urls.some((u) => u.endsWith('/latest/user-guide/features/moe.html'))).toBe(true);
    // A hub's sections say nothing about this docset's structure.
    expect(readNavTree(cache.db, e.docsetId)?.[0]?.title).not.toBe('AI Training Frameworks');
  });

  it('mirrors NeMo from an llms.txt that lost its line breaks', async () => {
    replica = await startReplica('nemo-framework');
    cache = tempCache();
    const e = replica.expectations;
    const llms = await (await fetch(e.llmsTxtUrl!)).text();
    replica.setFile('site', new URL(e.llmsTxtUrl!).pathname, llms.replace(/\n+/g, ' '));
    const { results } = await syncOnce(cache, [e.docset]);
    expect(results[0]!.outcome).toBe('ok');
    const keys = new Set(readDocsetPages(cache.db, e.docsetId).map((p) => pageKey(p.url)));
    expect(e.expectedPages.filter((u) => !keys.has(pageKey(u)))).toEqual([]);
    const toc = readNavTree(cache.db, e.docsetId)?.map((t) => t.title);
    expect(toc?.slice(0, e.tocTop.length)).toEqual(e.tocTop);
    // Pages came from their twins, stored under the HTML URL with the wrapper stripped.
    expect(replica.fetched().filter((u) => u.endsWith('.html.md')).length).toBeGreaterThan(5);
    const overview = searchCache(cache, { query: 'Megatron Core parallelism expert' })[0];
    expect(overview?.url).toMatch(/\/latest\/overview\.html$/);
    // The Optional section's page is mirrored, and marked secondary.
    expect(readSecondaryPages(cache.db, e.docsetId)).toEqual([
      pageKey(e.expectedPages.find((u) => u.includes('release-notes'))!),
    ]);
  });

  it('takes an SPA shell answered for a vanished page as a soft 404, keeping the cached page', async () => {
    replica = await startReplica('pytorch-lightning');
    cache = tempCache();
    const e = replica.expectations;
    await syncOnce(cache, [e.docset]);
    const target = e.expectedPages[1]!;
    const before = readPageByKey(cache.db, pageKey(target));
    expect(before?.status).toBe('ok');
    // The host now answers that path (and its twin) with its 200 app shell.
    const path = new URL(target).pathname;
    replica.deleteFile('site', path);
    replica.deleteFile('site', path.replace(/\.html$/, '.md'));
    const { results } = await syncOnce(cache, [e.docset]);
    expect(results[0]!.summary.failed).toBeGreaterThanOrEqual(1);
    const errors = cache.db.prepare('SELECT url, message FROM sync_errors').all() as Array<{
      url: string;
      message: string;
    }>;
    expect(errors.find((x) => pageKey(x.url) === pageKey(target))?.message).toMatch(/^soft 404: /);
    const after = readPageByKey(cache.db, pageKey(target));
    expect(after?.status).toBe('ok');
    expect(after?.title).toBe(before?.title);
    expect(after?.fetchedAt).toBe(before?.fetchedAt);
  });

  it('mirrors other languages only when the overrides opt in, and stores version and language', async () => {
    replica = await startReplica('colossal-ai');
    cache = tempCache();
    const e = replica.expectations;
    const langs = (c: Cache) =>
      c.db
        .prepare(`SELECT DISTINCT lang FROM pages WHERE docset_id = ? AND status = 'ok'`)
        .pluck()
        .all(e.docsetId);
    await syncOnce(cache, [e.docset]);
    expect(langs(cache)).toEqual(['en']);
    cache.close();
    cache = tempCache();
    await syncOnce(cache, [e.docset], {
      overrides: new Map([[e.docsetId, { languages: ['zh'] }]]),
    });
    expect(new Set(langs(cache))).toEqual(new Set(['en', 'zh']));

    await replica.close();
    replica = await startReplica('megatron-core');
    const mc = replica.expectations;
    await syncOnce(cache, [mc.docset]);
    const versions = cache.db
      .prepare(`SELECT DISTINCT version FROM pages WHERE docset_id = ? AND status = 'ok'`)
      .pluck()
      .all(mc.docsetId);
    expect(versions).toEqual(['latest']);
  });
});
