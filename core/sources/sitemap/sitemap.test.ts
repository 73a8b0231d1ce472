import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createScope } from '../../url/create-scope.ts';
import { cleanSitemapUrls } from './clean-sitemap-urls.ts';
import { MAX_SITEMAP_URLS, parseSitemap } from './parse-sitemap.ts';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://docs.example.ai/docs/multi-gpu.html</loc>
    <lastmod>2026-07-04T10:00:00.000Z</lastmod>
  </url>
  <url><loc> https://docs.example.ai/docs/api/cli.html?a=1&amp;b=2 </loc><lastmod>not a date</lastmod></url>
  <url><loc>ftp://docs.example.ai/file</loc></url>
  <url><lastmod>2026-01-01</lastmod></url>
  <url><loc>https://docs.example.ai/docs/caf&#xe9;.html</loc><xhtml:link rel="alternate" hreflang="zh-Hans" href="x"/></url>
</urlset>`;

describe('parseSitemap', () => {
  it('reads a urlset with lastmod and decodes entities', () => {
    expect(parseSitemap(URLSET)).toEqual({
      urls: [
        { loc: 'https://docs.example.ai/docs/multi-gpu.html', lastmod: '2026-07-04T10:00:00.000Z' },
        { loc: 'https://docs.example.ai/docs/api/cli.html?a=1&b=2' },
        { loc: 'https://docs.example.ai/docs/caf%C3%A9.html' },
      ],
      sitemaps: [],
    });
  });

  it('reads a sitemap index, also with one entry', () => {
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://x.org/docs/sitemap-pages.xml</loc><lastmod>2026-01-01</lastmod></sitemap>
    </sitemapindex>`;
    expect(parseSitemap(index)).toEqual({
      urls: [],
      sitemaps: ['https://x.org/docs/sitemap-pages.xml'],
    });
  });

  it('reads gzip bytes and plain bytes', () => {
    expect(parseSitemap(gzipSync(URLSET)).urls).toHaveLength(3);
    expect(parseSitemap(Buffer.from(URLSET)).urls).toHaveLength(3);
  });

  it('reads plain-text sitemaps', () => {
    expect(parseSitemap('https://x.org/a\n\nnot a url\nhttps://x.org/b\n').urls).toEqual([
      { loc: 'https://x.org/a' },
      { loc: 'https://x.org/b' },
    ]);
  });

  it('caps the number of URLs', () => {
    const many = `<urlset>${'<url><loc>https://x.org/p</loc></url>'.repeat(MAX_SITEMAP_URLS + 10)}</urlset>`;
    expect(parseSitemap(many).urls).toHaveLength(MAX_SITEMAP_URLS);
  });

  it('never expands DOCTYPE entities', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "https://evil.example/">]><urlset><url><loc>&a;page</loc></url></urlset>`;
    expect(parseSitemap(bomb).urls).toEqual([]);
  });

  it('rejects HTML, garbage and bad gzip with a clear error', () => {
    expect(() => parseSitemap('<!doctype html><html><body>Not found</body></html>')).toThrow(
      /not a sitemap/,
    );
    expect(() => parseSitemap('just words')).toThrow(/not a sitemap/);
    expect(() => parseSitemap(Uint8Array.from([0x1f, 0x8b, 1, 2, 3]))).toThrow(
      /not a sitemap: gzip/,
    );
    expect(parseSitemap('')).toEqual({ urls: [], sitemaps: [] });
  });
});

describe('cleanSitemapUrls', () => {
  const entries = [
    'https://site.example.org/docs/get_started/installation',
    'https://site.example.org/docs/features/zero',
    'https://site.example.org/docs/features/zero',
    'https://site.example.org/blog/first-blog-post',
    'https://site.example.org/blog/tags/hola',
    'https://site.example.org/markdown-page',
    'https://site.example.org/search',
    'https://site.example.org/zh-Hans/docs/get_started/installation',
    'https://site.example.org/docs/tests/integrations/bench_results.html',
    'https://site.example.org/docs/src/axolotl/integrations/LICENSE.html',
    'https://site.example.org/docs/ACKNOWLEDGEMENTS.html',
    'https://site.example.org/docs/news/page/2/',
    'https://site.example.org/docs/~gitbook/image',
    'https://site.example.org/docs/search.html',
    'https://site.example.org/docs/searching',
    'https://site.example.org/.github/CONTRIBUTING.html',
    'https://site.example.org/TODO.html',
  ].map((loc) => ({ loc }));

  it('keeps in-scope English doc pages, once each', () => {
    const root = createScope('https://site.example.org/');
    expect(cleanSitemapUrls(entries, root.contains).map((e) => e.loc)).toEqual([
      'https://site.example.org/docs/get_started/installation',
      'https://site.example.org/docs/features/zero',
      'https://site.example.org/docs/searching',
    ]);
  });

  it('applies the scope and keeps wanted languages', () => {
    const scope = createScope('https://site.example.org/zh-Hans/docs/');
    expect(cleanSitemapUrls(entries, scope.contains).map((e) => e.loc)).toEqual([]);
    expect(
      cleanSitemapUrls(entries, scope.contains, { languages: ['zh'] }).map((e) => e.loc),
    ).toEqual(['https://site.example.org/zh-Hans/docs/get_started/installation']);
  });

  it('keeps lastmod', () => {
    const out = cleanSitemapUrls(
      [{ loc: 'https://x.org/docs/a', lastmod: '2026-01-01' }],
      () => true,
    );
    expect(out).toEqual([{ loc: 'https://x.org/docs/a', lastmod: '2026-01-01' }]);
  });
});
