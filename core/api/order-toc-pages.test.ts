import { describe, expect, it } from 'vitest';
import { orderTocPages } from './order-toc-pages.ts';

const at = (path: string) => ({ url: `http://127.0.0.1:8000/${path}`, title: path });
const paths = (pages: ReadonlyArray<{ title: string }>) => pages.map((p) => p.title);

describe('orderTocPages', () => {
  const entry = 'http://127.0.0.1:8000/index.html';

  it('is the same whatever order the pages arrived in', () => {
    const arrived = ['index.html', 'b.html', 'guide/z.html', 'a.html', 'guide/a.html'].map(at);
    const again = [arrived[0]!, ...arrived.slice(1).reverse()];
    expect(paths(orderTocPages(entry, arrived, []))).toEqual(
      paths(orderTocPages(entry, again, [])),
    );
    expect(paths(orderTocPages(entry, again, []))).toEqual([
      'index.html',
      'a.html',
      'b.html',
      'guide/a.html',
      'guide/z.html',
    ]);
  });

  it("puts the pages the landing page links to first, in its links' order", () => {
    const pages = ['index.html', 'a.html', 'b.html', 'c.html', 'd.html'].map(at);
    const links = ['http://127.0.0.1:8000/c.html#intro', 'http://127.0.0.1:8000/a.html'];
    expect(paths(orderTocPages(entry, pages, links))).toEqual([
      'index.html',
      'c.html',
      'a.html',
      'b.html',
      'd.html',
    ]);
  });

  it('keeps where the entry landed first when the entry URL itself is not stored', () => {
    const pages = ['en/start.html', 'a.html'].map(at);
    expect(paths(orderTocPages(entry, pages, []))).toEqual(['en/start.html', 'a.html']);
  });
});
