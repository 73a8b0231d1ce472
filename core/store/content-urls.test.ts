import { describe, expect, it } from 'vitest';
import { contentUrls } from './content-urls.ts';

describe('contentUrls', () => {
  it('gives the links and images of stored HTML in order, once each, entities decoded', () => {
    const html = `<p><a href="https://d.example/a.html?x=1&amp;y=2">a</a> <a>no href</a>
      <code>&lt;a href="https://d.example/not-a-tag.html"&gt;</code>
      <img src="https://d.example/i.png" /> <a href="https://d.example/b.html#s">b</a>
      <a href="https://d.example/a.html?x=1&amp;y=2">again</a><img src="https://d.example/i.png" /></p>`;
    expect(contentUrls(html)).toEqual({
      links: ['https://d.example/a.html?x=1&y=2', 'https://d.example/b.html#s'],
      images: ['https://d.example/i.png'],
    });
  });

  it('reads the attributes however an older writer spelt them, as the parser does', () => {
    const html = `<A HREF='https://d.example/single.html'>s</A> <a class=x href=https://d.example/bare.html>b</a>
      <a data-href="https://d.example/not-this.html">n</a> <img alt="i" src = "https://d.example/i.png">
      <a title="&quot; href=&quot;https://d.example/inside-a-value.html" href="https://d.example/real.html">r</a>`;
    expect(contentUrls(html)).toEqual({
      links: [
        'https://d.example/single.html',
        'https://d.example/bare.html',
        'https://d.example/real.html',
      ],
      images: ['https://d.example/i.png'],
    });
  });
});
