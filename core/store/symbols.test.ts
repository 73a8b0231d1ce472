import { afterEach, describe, expect, it } from 'vitest';
import type { Cache } from './open-cache.ts';
import { openCache } from './open-cache.ts';
import { SHORT_NAME, findSymbols, findSymbolsByShortName, writeSymbols } from './symbols.ts';

let cache: Cache | undefined;
afterEach(() => cache?.close());

function cacheWithSymbols(names: string[]): Cache {
  cache = openCache({ file: ':memory:' });
  const { db } = cache;
  db.prepare(`INSERT INTO docsets (id, name, entry_url) VALUES ('d', 'D', 'https://x.org/')`).run();
  db.prepare(
    `INSERT INTO pages (docset_id, key, url, title, codec, body, raw_bytes, content_hash,
       fetched_at, changed_at) VALUES ('d', 'x.org/api.html', 'https://x.org/api.html', 'API',
       'none', x'', 0, 'h', '2025', '2025')`,
  ).run();
  writeSymbols(
    db,
    'd',
    names.map((name) => ({ name, role: 'py:method', pageKey: 'x.org/api.html', anchor: name })),
  );
  return cache;
}

const anchors = (c: Cache, query: string) => findSymbols(c.db, query).map((s) => s.anchor);

describe('findSymbols', () => {
  const names = [
    'torch.distributed.fsdp.FullyShardedDataParallel',
    'torch.distributed.fsdp.FullyShardedDataParallel.forward',
    'torch.nn.Module.forward',
    'torch.nn.Linear.forward',
    'torch.nn.Conv2d.forward',
    'torch.nn.Embedding.forward',
    'deepspeed.initialize',
  ];

  it('finds a symbol by its qualified name, any case', () => {
    const c = cacheWithSymbols(names);
    expect(anchors(c, 'torch.nn.Module.forward')).toEqual(['torch.nn.Module.forward']);
    expect(anchors(c, 'DEEPSPEED.INITIALIZE')).toEqual(['deepspeed.initialize']);
  });

  it('finds it by its last names when they are distinctive', () => {
    const c = cacheWithSymbols(names);
    const fsdp = 'torch.distributed.fsdp.FullyShardedDataParallel';
    expect(anchors(c, 'FullyShardedDataParallel')).toEqual([fsdp]);
    expect(anchors(c, 'fsdp.fullyshardeddataparallel')).toEqual([fsdp]);
    expect(anchors(c, 'initialize')).toEqual(['deepspeed.initialize']);
  });

  it('finds nothing for a short name many symbols share, or a partial word', () => {
    const c = cacheWithSymbols(names);
    expect(anchors(c, 'forward')).toEqual([]);
    expect(anchors(c, 'Module.forward')).toEqual(['torch.nn.Module.forward']);
    expect(anchors(c, 'ShardedDataParallel')).toEqual([]);
    expect(anchors(c, 'torch.')).toEqual([]);
  });

  it('looks short names up through the index', () => {
    const c = cacheWithSymbols(names);
    const plan = c.db
      .prepare(`EXPLAIN QUERY PLAN SELECT 1 FROM symbols y WHERE ${SHORT_NAME} = ?`)
      .all('forward') as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join('\n')).toContain('symbols_short');
  });
});

describe('findSymbolsByShortName', () => {
  it('reads as many as asked, in the docsets asked', () => {
    const c = cacheWithSymbols(['a.forward', 'b.forward', 'c.forward', 'd.backward']);
    expect(findSymbolsByShortName(c.db, 'FORWARD').map((s) => s.name)).toEqual([
      'a.forward',
      'b.forward',
      'c.forward',
    ]);
    expect(findSymbolsByShortName(c.db, 'forward', { limit: 2 })).toHaveLength(2);
    expect(findSymbolsByShortName(c.db, 'forward', { docsets: ['d'] })).toHaveLength(3);
    expect(findSymbolsByShortName(c.db, 'forward', { docsets: ['other'] })).toEqual([]);
  });
});
