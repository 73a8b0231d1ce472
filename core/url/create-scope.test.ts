import { describe, expect, it } from 'vitest';
import { createScope } from './create-scope.ts';

describe('createScope prefixes', () => {
  it('uses the directory of a page file', () => {
    const scope = createScope('https://x.org/docs/index.html');
    expect(scope.prefixes).toEqual(['https://x.org/docs/']);
    expect(createScope('https://x.org/docs/intro.html').prefixes).toEqual(['https://x.org/docs/']);
  });

  it('keeps a directory entry as it is', () => {
    const scope = createScope('https://x.org/docs/pytorch/');
    expect(scope.contains('https://x.org/docs/pytorch/nn.html')).toBe(true);
    expect(scope.contains('https://x.org/docs/pytorch')).toBe(true);
    expect(scope.contains('https://x.org/docs/')).toBe(false);
    expect(scope.contains('https://x.org/docs/pytorch-lightning/')).toBe(false);
  });

  it('treats a slash-less entry as a segment, not a string prefix', () => {
    const scope = createScope('https://x.org/docs');
    expect(scope.prefixes).toEqual(['https://x.org/docs']);
    expect(scope.contains('https://x.org/docs')).toBe(true);
    expect(scope.contains('https://x.org/docs/')).toBe(true);
    expect(scope.contains('https://x.org/docs/a/b.html')).toBe(true);
    expect(scope.contains('https://x.org/docs-old/')).toBe(false);
    expect(scope.contains('https://x.org/docsy')).toBe(false);
  });

  it('does not mistake a version segment for a file', () => {
    const scope = createScope('https://x.org/docs/v1.2');
    expect(scope.contains('https://x.org/docs/v1.2/api.html')).toBe(true);
    expect(scope.contains('https://x.org/docs/v1.3/api.html')).toBe(false);
  });

  it('requires the same origin', () => {
    const scope = createScope('https://x.org/docs/');
    expect(scope.contains('http://x.org/docs/a')).toBe(false);
    expect(scope.contains('https://x.org:8443/docs/a')).toBe(false);
    expect(scope.contains('https://x.org.evil.com/docs/a')).toBe(false);
    expect(scope.contains('https://sub.x.org/docs/a')).toBe(false);
    expect(scope.contains('HTTPS://X.ORG:443/docs/a#f')).toBe(true);
  });

  it('root scope takes the whole origin', () => {
    const scope = createScope('https://x.org/');
    expect(scope.contains('https://x.org/anything/at/all')).toBe(true);
  });

  it('adds extra prefixes, absolute or relative to the entry', () => {
    const scope = createScope('https://x.org/docs/', {
      extraPrefixes: ['https://x.org/api/index.html', '../tutorials/'],
    });
    expect(scope.prefixes).toEqual([
      'https://x.org/docs/',
      'https://x.org/api/',
      'https://x.org/tutorials/',
    ]);
    expect(scope.contains('https://x.org/api/foo.html')).toBe(true);
    expect(scope.contains('https://x.org/tutorials/t1/')).toBe(true);
    expect(scope.contains('https://x.org/blog/')).toBe(false);
  });

  it('rejects a non-http entry', () => {
    expect(() => createScope('ftp://x.org/docs/')).toThrow(/http/);
  });

  it('is false for links that are not web pages', () => {
    const scope = createScope('https://x.org/');
    expect(scope.contains('mailto:a@x.org')).toBe(false);
    expect(scope.shouldCrawl('javascript:void(0)')).toBe(false);
  });
});

describe('createScope excludes', () => {
  const scope = createScope('https://x.org/docs/', {
    excludes: ['changelog', '*.md', 'guide/old', '/docs/v*/legacy', 'https://x.org/docs/drafts'],
  });

  it.each([
    'https://x.org/docs/_sources/index.rst.txt',
    'https://x.org/docs/_modules/torch/nn.html',
    'https://x.org/docs/_static/pygments.css',
    'https://x.org/docs/_images/diagram.png',
    'https://x.org/docs/_downloads/abc/example.py',
    'https://x.org/docs/genindex.html',
    'https://x.org/docs/genindex-A.html',
    'https://x.org/docs/genindex/',
    'https://x.org/docs/search.html?q=x',
    'https://x.org/docs/py-modindex.html',
    'https://x.org/docs/modindex.html',
    'https://x.org/docs/logo.PNG',
    'https://x.org/docs/a.jpg',
    'https://x.org/docs/a.svg',
    'https://x.org/docs/manual.pdf',
    'https://x.org/docs/src.zip',
    'https://x.org/docs/src.tar.gz',
    'https://x.org/docs/pkg-1.0-py3-none-any.whl',
    'https://x.org/docs/notebook.ipynb',
    'https://x.org/docs/notes.txt',
    'https://x.org/docs/data.json',
    'https://x.org/docs/feed.xml',
    'https://x.org/docs/app.js',
    'https://x.org/docs/site.css',
    // User excludes: a segment anywhere, a glob, relative and absolute prefixes, a full URL.
    'https://x.org/docs/changelog',
    'https://x.org/docs/release/changelog/1.0.html',
    'https://x.org/docs/readme.md',
    'https://x.org/docs/guide/old/page.html',
    'https://x.org/docs/v2/legacy/page.html',
    'https://x.org/docs/drafts/x.html',
  ])('excludes %s', (url) => {
    expect(scope.isExcluded(url)).toBe(true);
    expect(scope.shouldCrawl(url)).toBe(false);
  });

  it.each([
    'https://x.org/docs/',
    'https://x.org/docs/api/search/',
    'https://x.org/docs/searching.html',
    'https://x.org/docs/modules.html',
    'https://x.org/docs/changelog.html',
    'https://x.org/docs/other/guide/old/page.html',
    'https://x.org/docs/v2/current/page.html',
    'https://x.org/docs/config.json/',
    'https://x.org/docs/static/page.html',
    'https://x.org/docs/page.html?download=x.zip',
  ])('keeps %s', (url) => {
    expect(scope.isExcluded(url)).toBe(false);
    expect(scope.shouldCrawl(url)).toBe(true);
  });

  it('never crawls out of scope, excluded or not', () => {
    expect(scope.isExcluded('https://x.org/blog/post.html')).toBe(false);
    expect(scope.shouldCrawl('https://x.org/blog/post.html')).toBe(false);
  });
});
