import { describe, expect, it } from 'vitest';
import { resolveUrl } from './resolve-url.ts';

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
});
