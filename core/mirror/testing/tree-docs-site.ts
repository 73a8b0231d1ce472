import type { SiteFile } from '../../../test-support/serve-site.ts';

/**
 * A docs site only its links reveal: the home page links to five chapters, each chapter to five
 * pages, and every page to its chapter and home, with no sitemap or llms.txt. A crawl stopped
 * part-way knows of the rest only through the links of the pages it stored.
 */
export function treeDocsSite(chapters = 5, pagesPerChapter = 5): Record<string, SiteFile | string> {
  const files: Record<string, SiteFile | string> = { '/robots.txt': 'User-agent: *\nAllow: /\n' };
  const chapter = (c: number) => `/docs/ch${c}/index.html`;
  const leaf = (c: number, p: number) => `/docs/ch${c}/page${p}.html`;
  const list = (hrefs: string[]) => hrefs.map((h) => `<li><a href="${h}">${h}</a></li>`).join('');
  files['/docs/index.html'] = doc(
    'Tree documentation',
    `<p>Chapters:</p><ul>${list(Array.from({ length: chapters }, (_, c) => chapter(c + 1)))}</ul>`,
    [],
  );
  for (let c = 1; c <= chapters; c++) {
    const pages = Array.from({ length: pagesPerChapter }, (_, p) => leaf(c, p + 1));
    files[chapter(c)] = doc(`Chapter ${c}`, `<ul>${list(pages)}</ul>`, ['/docs/index.html']);
    for (let p = 1; p <= pagesPerChapter; p++) {
      files[leaf(c, p)] = doc(
        `Topic ${c}.${p}`,
        `<section id="usage"><h2>Usage ${c}.${p}</h2><p>Tensor shard ${c * 10 + p} keeps its gradients.</p></section>`,
        ['/docs/index.html', chapter(c)],
      );
    }
  }
  return files;
}

function doc(title: string, body: string, nav: string[]): string {
  const links = nav.map((href) => `<li><a href="${href}">${href}</a></li>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>
    <nav class="sidebar"><ul>${links}</ul></nav>
    <main><section id="top"><h1>${title}</h1>${body}</section></main></body></html>`;
}
