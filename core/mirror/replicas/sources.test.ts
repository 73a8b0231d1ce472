import { afterEach, describe, expect, it } from 'vitest';
import { searchCache } from '../../search/search-cache.ts';
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

  it('ranks objects.inv symbols first for their own names, at their anchor, with the role', async () => {
    replica = await startReplica('torchtune');
    cache = tempCache();
    await syncOnce(cache, [replica.expectations.docset]);
    const symbols = replica.expectations.symbols ?? [];
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      for (const query of [symbol.name, symbol.name.toLowerCase()]) {
        const [top] = searchCache(cache, { query });
        expect(top, query).toBeDefined();
        expect(`${top!.url}#${top!.anchor}`, query).toBe(symbol.url);
        expect(top!.symbol?.role).toBe(symbol.role);
      }
    }
  });
});
