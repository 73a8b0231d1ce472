import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

const PAGE_URL = 'https://docs.example.org/guide/hostile.html';
const hostile = readFileSync(new URL('./fixtures/hostile.html', import.meta.url), 'utf8');

describe('extractPage on hostile input', () => {
  const page = extractPage({ url: PAGE_URL, html: hostile });

  it('keeps the text and nothing active', () => {
    expect(page.title).toBe('Hostile page');
    expect(page.html).toContain('Text that must survive.');
    expect(page.html).toContain('End of content.');
    for (const banned of [
      /<script/i,
      /<style/i,
      /<iframe/i,
      /<form/i,
      /<input/i,
      /<button/i,
      /<object/i,
      /<embed/i,
      /<svg/i,
      /<math/i,
      /<template/i,
      /<textarea/i,
      /<noscript/i,
      /<meta/i,
      /<base/i,
      /<link/i,
      /\son\w+=/i,
      /javascript:/i,
      /vbscript:/i,
      /data:/i,
      /\sstyle=/i,
      /\starget=/i,
      /\sname=/i,
      /srcdoc/i,
      /evil\.example/i,
      /alert\(/i,
    ]) {
      expect(page.html, String(banned)).not.toMatch(banned);
    }
  });

  it('keeps ids (anchors) but no clobbering names', () => {
    expect(page.html).toContain('id="getElementById"');
    // An HTML 4 anchor's name is an id by now (named-anchors.ts): what any id may do, no more.
    expect(page.html).toContain('<a href="https://ok.example/page" id="location">Named link</a>');
  });

  it('turns script links into plain text and drops non-http images', () => {
    expect(page.html).toContain('<a>js link</a>');
    expect(page.html).toContain('<a>entity newline js link</a>');
    expect(page.links).toEqual([
      'https://docs.example.org/guide/guide.html',
      'https://ok.example/page',
    ]);
    expect(page.images).toEqual(['https://docs.example.org/guide/x.png']);
  });

  it('ignores a javascript: <base> and a javascript: refresh', () => {
    expect(page.discoveredLinks).toEqual(page.links);
    expect(page.refreshUrl).toBeUndefined();
  });

  it('resolves against an http(s) <base>, as a browser would, and never keeps the element', () => {
    const html = `<html><head><base href="https://mirror.example/docs/"></head>
      <body><main><p>Enough text to be the main content. <a href="intro.html">Intro</a></p></main></body></html>`;
    const based = extractPage({ url: PAGE_URL, html });
    expect(based.links).toEqual(['https://mirror.example/docs/intro.html']);
    expect(based.discoveredLinks).toEqual(['https://mirror.example/docs/intro.html']);
    expect(based.html).not.toContain('<base');
  });

  it('reports a meta refresh target but never keeps the element', () => {
    const html = `<html><head><meta http-equiv="Refresh" content="0; URL='../stable/index.html'"></head>
      <body><main><p>Redirecting to the stable docs, please wait a moment.</p>
      <meta http-equiv="refresh" content="1; url=https://evil.example/"></main></body></html>`;
    const redirect = extractPage({ url: PAGE_URL, html });
    expect(redirect.refreshUrl).toBe('https://docs.example.org/stable/index.html');
    expect(redirect.html).not.toMatch(/<meta|evil/);
  });

  it('rejects an invalid page URL instead of guessing', () => {
    expect(() => extractPage({ url: 'not a url', html: hostile })).toThrow(/Invalid URL/);
  });
});
