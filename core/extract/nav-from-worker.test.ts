import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createExtractPool } from './extract-pool.ts';
import { chooseNavTree, extractNavTree } from './extract-nav-tree.ts';

/**
 * The sidebar is read in the extraction worker from the page's one parse, sent back unscoped, and
 * scoped on the main thread: the same tree as parsing the page's HTML for it there.
 */
const PAGES = [
  ...['sphinx-furo', 'sphinx-pydata', 'sphinx-rtd', 'sphinx-classic', 'docusaurus', 'quarto'].map(
    (name) => ({
      url: `https://docs.example.org/guide/${name}.html`,
      file: new URL(`./fixtures/${name}.html`, import.meta.url),
    }),
  ),
  ...['/usr/share/doc/python3.11/html/library/os.html'].filter(existsSync).map((file) => ({
    url: 'https://docs.python.org/3.11/library/os.html',
    file,
  })),
];

const pool = createExtractPool({ size: 1 });
afterAll(() => pool.close());

describe('the navigation tree from the worker', () => {
  it('is the tree the page gives when parsed for it, scoped the same way', async () => {
    let trees = 0;
    for (const { url, file } of PAGES) {
      const html = readFileSync(file, 'utf8');
      const page = await pool.extract({ url, body: html, nav: true });
      expect(page.navCandidates, url).toBeDefined();
      for (const inScope of [
        () => true,
        (u: string) => u.includes('/guide/') || u.includes('/library/'),
      ]) {
        const fromWorker = chooseNavTree(page.navCandidates ?? [], inScope);
        expect(fromWorker, url).toEqual(extractNavTree(html, url, page.generator, inScope));
        if (fromWorker.length > 0) trees++;
      }
    }
    expect(trees).toBeGreaterThan(4);
  });

  it('is not read unless asked for', async () => {
    const { url, file } = PAGES[0]!;
    const page = await pool.extract({ url, body: readFileSync(file, 'utf8') });
    expect(page.navCandidates).toBeUndefined();
  });
});
