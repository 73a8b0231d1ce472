import { describe, expect, it } from 'vitest';
import { navOrderRecall } from './nav-order.ts';

describe('navOrderRecall', () => {
  it('counts the site’s pages the tree lists in the site’s order', () => {
    expect(navOrderRecall(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd'])).toEqual({
      found: 4,
      total: 4,
    });
    // Crawl order: c came before b, so one of them is out of place.
    expect(navOrderRecall(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toEqual({
      found: 3,
      total: 4,
    });
  });

  it('counts pages the tree lacks as lost and ignores pages only the tree has', () => {
    expect(navOrderRecall(['a', 'b', 'c'], ['index', 'a', 'c', 'extra'])).toEqual({
      found: 2,
      total: 3,
    });
    expect(navOrderRecall(['a', 'a', 'b'], [])).toEqual({ found: 0, total: 2 });
  });
});
