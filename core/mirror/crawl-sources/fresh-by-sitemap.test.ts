import { describe, expect, it } from 'vitest';
import { freshBySitemap } from './fresh-by-sitemap.ts';

describe('freshBySitemap', () => {
  it('keeps pages whose lastmod is not after their fetch, and only those', () => {
    const fetched = new Map([
      ['https://d.example/a', '2026-08-14T10:00:00.000Z'],
      ['https://d.example/b', '2026-08-14T10:00:00.000Z'],
      ['https://d.example/c', '2026-08-14T10:00:00.000Z'],
    ]);
    const fresh = freshBySitemap(
      [
        { loc: 'https://d.example/a', lastmod: '2026-08-13' },
        { loc: 'https://d.example/b', lastmod: '2026-08-15T00:00:00Z' },
        { loc: 'https://d.example/c' },
        { loc: 'https://d.example/new', lastmod: '2020-01-01' },
        { loc: 'https://d.example/a', lastmod: 'yesterday' },
      ],
      fetched,
    );
    expect([...fresh]).toEqual(['https://d.example/a']);
  });
});
