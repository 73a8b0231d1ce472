import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../store/migrations.ts';
import { readNavTree } from '../store/nav-tree.ts';
import { findSymbols } from '../store/symbols.ts';
import { mergeDocsetSources } from './merge-docset-sources.ts';

const open: Database.Database[] = [];
afterEach(() => open.splice(0).forEach((db) => db.close()));

/** A cache or a bundle: the same schema, one docset with one page. */
function withDocset(pageKey = 'example.com/docs/api.html'): Database.Database {
  const db = new Database(':memory:');
  open.push(db);
  migrate(db);
  db.prepare(
    `INSERT INTO docsets (id, name, entry_url) VALUES ('d', 'D', 'https://example.com/')`,
  ).run();
  db.prepare(
    `INSERT INTO pages (docset_id, key, url, title, codec, body, raw_bytes, content_hash,
       fetched_at, changed_at) VALUES ('d', ?, 'https://example.com/docs/api.html', 'API',
       'none', x'', 0, 'h', '2025', '2025')`,
  ).run(pageKey);
  return db;
}

const tree = [{ title: 'API', url: 'https://example.com/docs/api.html', children: [] }];

function bundleWith(navTree: string, symbolPage = 'example.com/docs/api.html'): Database.Database {
  const bundle = withDocset();
  bundle
    .prepare(`INSERT INTO nav_trees (docset_id, source, tree) VALUES ('d', 'sidebar', ?)`)
    .run(navTree);
  bundle
    .prepare(
      `INSERT INTO symbols (docset_id, name, role, page_key, anchor) VALUES ('d', ?, 'py:class', ?, 'x')`,
    )
    .run('pkg.Engine', symbolPage);
  return bundle;
}

describe('mergeDocsetSources', () => {
  it('brings the table of contents and the symbols of a newer copy of the docset', () => {
    const cache = withDocset();
    mergeDocsetSources(cache, bundleWith(JSON.stringify(tree)), 'd', '2025-02-01', '2025-01-01');
    expect(readNavTree(cache, 'd')).toEqual(tree);
    expect(findSymbols(cache, 'pkg.Engine').map((s) => s.role)).toEqual(['py:class']);
  });

  it('keeps the cache’s own when the bundle is older than its last sync', () => {
    const cache = withDocset();
    mergeDocsetSources(cache, bundleWith(JSON.stringify(tree)), 'd', '2024-12-01', '2025-01-01');
    expect(readNavTree(cache, 'd')).toBeUndefined();
    expect(findSymbols(cache, 'pkg.Engine')).toEqual([]);
  });

  it('refuses a tree of the wrong shape, and drops symbols pointing outside the docset', () => {
    const cache = withDocset();
    for (const bad of [
      '{',
      '[{"title":1}]',
      '[{"title":"x","url":"javascript:alert(1)","children":[]}]',
    ]) {
      expect(() => mergeDocsetSources(cache, bundleWith(bad), 'd', '2025-02-01', null)).toThrow(
        /navigation tree/,
      );
    }
    mergeDocsetSources(cache, bundleWith('[]', 'other.org/x.html'), 'd', '2025-02-01', null);
    expect(findSymbols(cache, 'pkg.Engine')).toEqual([]);
  });
});
