import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-bounded-document.ts';
import { readPageMeta } from './read-page-meta.ts';

const PAGE = 'https://docs.example.org/en/latest/page.html';
const meta = (head: string, htmlAttrs = ''): ReturnType<typeof readPageMeta> =>
  readPageMeta(
    parsePage(`<html ${htmlAttrs}><head>${head}</head><body></body></html>`).elements,
    PAGE,
  );

describe('readPageMeta', () => {
  it('reads canonical, lang and title, resolved against the page', () => {
    const m = meta(
      '<title> A  | Site </title><link rel="alternate canonical" href="/en/stable/page.html">',
      'lang="zh-Hans"',
    );
    expect(m).toEqual({
      baseUrl: PAGE,
      canonicalUrl: 'https://docs.example.org/en/stable/page.html',
      noindex: false,
      lang: 'zh-Hans',
      documentTitle: 'A | Site',
    });
  });

  it('honours only an http(s) <base>', () => {
    expect(meta('<base href="/mirror/">').baseUrl).toBe('https://docs.example.org/mirror/');
    expect(meta('<base href="javascript:alert(1)//">').baseUrl).toBe(PAGE);
    expect(meta('<base href="data:text/html,x">').baseUrl).toBe(PAGE);
  });

  it.each([
    ['0; url=../stable/', 'https://docs.example.org/en/stable/'],
    ["5;URL='next.html'", 'https://docs.example.org/en/latest/next.html'],
    ['0,https://other.example/x', 'https://other.example/x'],
    ['0; url=javascript:alert(1)', undefined],
    ['10', undefined],
  ])('meta refresh %j → %j', (content, expected) => {
    expect(meta(`<meta http-equiv="REFRESH" content="${content}">`).refreshUrl).toBe(expected);
  });

  it.each([
    ['noindex, follow', true],
    ['NOINDEX', true],
    ['none', true],
    ['index, follow', false],
    ['noimageindex', false],
  ])('robots %j → noindex %j', (content, expected) => {
    expect(meta(`<meta name="Robots" content="${content}">`).noindex).toBe(expected);
  });

  it('does not take an svg <title> for the page title', () => {
    expect(meta('', '').documentTitle).toBe('');
    const { elements } = parsePage('<body><svg><title>icon</title></svg></body>');
    expect(readPageMeta(elements, PAGE).documentTitle).toBe('');
  });
});
