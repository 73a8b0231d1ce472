import { afterEach, describe, expect, it } from 'vitest';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { writeSymbols } from '../store/symbols.ts';
import { findEntries } from './find-entries.ts';

let cache: Cache | undefined;
afterEach(() => cache?.close());

/** One page per symbol, named after it, as rustdoc and Sphinx give each its own page or anchor. */
function cacheWith(symbols: ReadonlyArray<[name: string, role: string]>): Cache {
  cache = openCache({ file: ':memory:' });
  const { db } = cache;
  db.prepare(`INSERT INTO docsets (id, name, entry_url) VALUES ('d', 'D', 'https://x.org/')`).run();
  const page = db.prepare(
    `INSERT INTO pages (docset_id, key, url, title, codec, body, raw_bytes, content_hash,
       fetched_at, changed_at) VALUES ('d', ?, ?, ?, 'none', x'', 0, 'h', '2025', '2025')`,
  );
  for (const [name, role] of symbols)
    page.run(`x.org/${role}.${name}`, `https://x.org/${role}.${name}`, name);
  writeSymbols(
    db,
    'd',
    symbols.map(([name, role]) => ({ name, role, pageKey: `x.org/${role}.${name}`, anchor: '' })),
  );
  return cache;
}

const first = (c: Cache, query: string) => findEntries(c.db, [query], [])[0]?.url;

describe('findEntries by a short name', () => {
  it('puts the name spelled as typed before shallower names spelled otherwise', () => {
    const c = cacheWith([
      ['std.vec', 'rust:mod'],
      ['std.vec', 'rust:macro'],
      ['std.vec.Vec', 'rust:struct'],
    ]);
    expect(first(c, 'Vec')).toBe('https://x.org/rust:struct.std.vec.Vec');
    expect(first(c, 'vec')).toBe('https://x.org/rust:mod.std.vec');
  });

  it('all in lower case, puts the shallower name first whatever its spelling', () => {
    const c = cacheWith([
      ['distributed.scheduler.WorkerState.nanny', 'py:attribute'],
      ['distributed.nanny.Nanny', 'py:class'],
    ]);
    expect(first(c, 'nanny')).toBe('https://x.org/py:class.distributed.nanny.Nanny');
  });

  it('still prefers the shallower of two names spelled as typed', () => {
    const c = cacheWith([
      ['typing.DefaultDict', 'py:class'],
      ['collections.defaultdict', 'py:class'],
      ['collections.abc.defaultdict', 'py:class'],
    ]);
    expect(first(c, 'defaultdict')).toBe('https://x.org/py:class.collections.defaultdict');
    expect(first(c, 'DefaultDict')).toBe('https://x.org/py:class.typing.DefaultDict');
  });
});
