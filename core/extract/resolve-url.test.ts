import { describe, expect, it } from 'vitest';
import { resolveUrl, urlResolver } from './resolve-url.ts';

const BASE = 'https://docs.example.org/en/latest/guide/page.html';

describe('resolveUrl', () => {
  it('resolves relative, root-relative and fragment links, keeping fragments', () => {
    expect(resolveUrl('other.html#x', BASE)).toBe(
      'https://docs.example.org/en/latest/guide/other.html#x',
    );
    expect(resolveUrl('/api/', BASE)).toBe('https://docs.example.org/api/');
    expect(resolveUrl('#install', BASE)).toBe(`${BASE}#install`);
    expect(resolveUrl(' //cdn.example.org/a.png ', BASE)).toBe('https://cdn.example.org/a.png');
  });

  it('drops everything that is not an http(s) URL', () => {
    for (const href of [
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@example.org',
      'file:///etc/passwd',
      'http://[::1',
    ]) {
      expect(resolveUrl(href, BASE), JSON.stringify(href)).toBeUndefined();
    }
  });

  it('answers the same through a per-page resolver, asked twice, refusals included', () => {
    const resolve = urlResolver(BASE);
    const hrefs = ['other.html#x', '/api/', '', 'javascript:alert(1)', 'java\nscript:x', ' #a '];
    for (const href of [...hrefs, ...hrefs, undefined]) {
      expect(resolve(href), JSON.stringify(href)).toBe(resolveUrl(href, BASE));
    }
    expect(urlResolver('https://other.example.org/x/')('y')).toBe('https://other.example.org/x/y');
  });
});
