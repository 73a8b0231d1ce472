import { describe, expect, it } from 'vitest';
import { canonicalizeUrl, pageKey } from './canonicalize-url.ts';

const BASE = 'https://docs.example.org/guide/intro.html';

describe('canonicalizeUrl', () => {
  it.each([
    // Resolution against the base.
    ['page.html', BASE, 'https://docs.example.org/guide/page.html'],
    ['../api/', BASE, 'https://docs.example.org/api/'],
    ['/root.html', BASE, 'https://docs.example.org/root.html'],
    ['//other.org/x', BASE, 'https://other.org/x'],
    ['?q=1', BASE, 'https://docs.example.org/guide/intro.html?q=1'],
    ['  page.html  ', BASE, 'https://docs.example.org/guide/page.html'],
    // Fragment dropped, including a bare `#`.
    ['#section', BASE, 'https://docs.example.org/guide/intro.html'],
    ['page.html#a-b', BASE, 'https://docs.example.org/guide/page.html'],
    ['page.html#', BASE, 'https://docs.example.org/guide/page.html'],
    // An absolute link's fragment is cut before anything else: what follows `#` is never a query,
    // a path or a host, and a link without a page is no page.
    ['https://x.org/a#b?c=1', undefined, 'https://x.org/a'],
    ['https://x.org/a?q=1#f', undefined, 'https://x.org/a?q=1'],
    ['https://x.org#frag/other', undefined, 'https://x.org/'],
    ['https://x.org/a#u@evil.org/', undefined, 'https://x.org/a'],
    ['#top', undefined, null],
    ['mailto:a@b.org#x', undefined, null],
    // Case and default ports.
    ['HTTPS://Docs.Example.ORG/Guide/', undefined, 'https://docs.example.org/Guide/'],
    ['https://docs.example.org:443/a', undefined, 'https://docs.example.org/a'],
    ['http://docs.example.org:80/a', undefined, 'http://docs.example.org/a'],
    ['http://docs.example.org:8080/a', undefined, 'http://docs.example.org:8080/a'],
    ['https://docs.example.org', undefined, 'https://docs.example.org/'],
    // index.html becomes its directory; other index-like names do not.
    ['https://x.org/a/index.html', undefined, 'https://x.org/a/'],
    ['https://x.org/index.htm', undefined, 'https://x.org/'],
    ['https://x.org/a/index.html?v=2#top', undefined, 'https://x.org/a/?v=2'],
    ['https://x.org/a/myindex.html', undefined, 'https://x.org/a/myindex.html'],
    ['https://x.org/a/index.html/b', undefined, 'https://x.org/a/index.html/b'],
    // Tracking parameters dropped, others kept in order and byte for byte.
    ['https://x.org/a?utm_source=tw&utm_medium=s', undefined, 'https://x.org/a'],
    ['https://x.org/a?b=2&utm_campaign=x&a=1', undefined, 'https://x.org/a?b=2&a=1'],
    ['https://x.org/a?fbclid=1&gclid=2&trk=3&ref_src=4', undefined, 'https://x.org/a'],
    ['https://x.org/a?ask=how&goal=x&page=2', undefined, 'https://x.org/a?page=2'],
    ['https://x.org/a?UTM_Source=x&q=a+b%20c', undefined, 'https://x.org/a?q=a+b%20c'],
    ['https://x.org/a?', undefined, 'https://x.org/a'],
    ['https://x.org/a?&&q=1', undefined, 'https://x.org/a?q=1'],
    ['https://x.org/a?utm=1', undefined, 'https://x.org/a?utm=1'],
    // Dot segments, percent-encoding of unreserved characters, credentials.
    ['https://x.org/a/./b/../c', undefined, 'https://x.org/a/c'],
    ['https://x.org/%7Euser/%2f', undefined, 'https://x.org/~user/%2F'],
    ['https://user:pw@x.org/a', undefined, 'https://x.org/a'],
  ])('%s (base %s) → %s', (href, base, expected) => {
    expect(canonicalizeUrl(href, base)).toBe(expected);
  });

  it.each([
    ['mailto:a@example.org'],
    ['javascript:alert(1)'],
    ['JavaScript:void(0)'],
    ['data:text/html,<b>x</b>'],
    ['ftp://ftp.example.org/file'],
    ['file:///etc/passwd'],
    ['tel:+123'],
    ['http://'],
    ['http://[::1'],
    ['https://exa mple.org/'],
  ])('rejects %s', (href) => {
    expect(canonicalizeUrl(href, BASE)).toBeNull();
  });

  it('rejects a relative link without a base', () => {
    expect(canonicalizeUrl('page.html')).toBeNull();
    expect(canonicalizeUrl('not a url')).toBeNull();
  });

  it('is idempotent', () => {
    const once = canonicalizeUrl('HTTPS://X.org:443/a/index.html?utm_x=1&k=v#f')!;
    expect(canonicalizeUrl(once)).toBe(once);
  });
});

describe('pageKey', () => {
  it.each([
    ['https://x.org/a/', 'https://x.org/a'],
    ['https://x.org/a', 'https://x.org/a'],
    ['https://x.org/', 'https://x.org/'],
    ['https://x.org', 'https://x.org/'],
    ['https://x.org/a/index.html', 'https://x.org/a'],
    ['https://x.org/a/?page=2', 'https://x.org/a?page=2'],
    ['https://x.org/a/#frag', 'https://x.org/a'],
    ['https://x.org/a.html', 'https://x.org/a.html'],
  ])('%s → %s', (url, key) => {
    expect(pageKey(url)).toBe(key);
  });

  it('unifies trailing slashes but keeps x.html and x/ apart', () => {
    expect(pageKey('https://x.org/guide/')).toBe(pageKey('https://x.org/guide'));
    expect(pageKey('https://x.org/guide.html')).not.toBe(pageKey('https://x.org/guide/'));
  });

  it('returns non-http input unchanged', () => {
    expect(pageKey('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});
