import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './looks-like-markdown.ts';
import { readTwinMeta } from './read-twin-meta.ts';
import { twinCandidates } from './twin-candidates.ts';
import { twinFromLink } from './twin-from-link.ts';

describe('twinCandidates', () => {
  it.each([
    [
      'https://docs.example.org/fw/latest/overview.html',
      [
        'https://docs.example.org/fw/latest/overview.html.md',
        'https://docs.example.org/fw/latest/overview.md',
      ],
    ],
    ['https://x.org/docs/get-started', ['https://x.org/docs/get-started.md']],
    ['https://x.org/docs/get-started?trk=1#top', ['https://x.org/docs/get-started.md']],
    [
      'https://x.org/docs/basics/',
      ['https://x.org/docs/basics/index.md', 'https://x.org/docs/basics.md'],
    ],
    ['https://x.org/', ['https://x.org/index.md']],
    ['https://x.org/docs/pytorch/2.6.6', ['https://x.org/docs/pytorch/2.6.6.md']],
    ['https://x.org/docs/page.md', []],
    ['https://x.org/docs/image.png', []],
    ['mailto:a@x.org', []],
    ['not a url', []],
  ])('%s', (url, expected) => {
    expect(twinCandidates(url)).toEqual(expected);
  });
});

describe('twinFromLink', () => {
  const page = 'https://x.org/docs/guide/page';
  it('finds the alternate markdown link in the head, resolved', () => {
    const html =
      '<html><head><link rel="stylesheet" href="a.css"><link rel="alternate" hreflang="de" href="/de/">' +
      '<LINK REL="Alternate Foo" TYPE="text/markdown; charset=utf-8" HREF="page.md"></head><body></body></html>';
    expect(twinFromLink(html, page)).toBe('https://x.org/docs/guide/page.md');
  });

  it('accepts text/x-markdown and absolute hrefs', () => {
    const html = '<link rel=alternate type=text/x-markdown href="https://x.org/a.md">';
    expect(twinFromLink(html, page)).toBe('https://x.org/a.md');
  });

  it('ignores links in the body, other types and unsafe schemes', () => {
    expect(
      twinFromLink(
        '<head></head><body><link rel="alternate" type="text/markdown" href="b.md">',
        page,
      ),
    ).toBeUndefined();
    expect(
      twinFromLink('<link rel="alternate" type="text/html" href="b.md">', page),
    ).toBeUndefined();
    expect(
      twinFromLink('<link rel="alternate" type="text/markdown" href="javascript:alert(1)">', page),
    ).toBeUndefined();
    expect(
      twinFromLink('<link rel="alternate" type="text/markdown" href="">', page),
    ).toBeUndefined();
  });
});

describe('looksLikeMarkdown', () => {
  it.each([
    ['# Title\n\nText', 'text/markdown; charset=utf-8', true],
    ['# Title', 'text/plain', true],
    ['Title\n=====\n', undefined, true],
    ['# Title', 'text/html', true],
    ['Some text with a <figure><img src="a.png"></figure> inside', 'text/markdown', true],
    [
      '<!DOCTYPE html><html><head><title>App</title></head><body><div id="root"></div>',
      'text/html',
      false,
    ],
    ['\ufeff  <!-- shell --><html lang="en"><body></body></html>', 'text/plain', false],
    ['<div id="app"></div><script src="/app.js"></script></body></html>', 'text/html', false],
    ['{"title": "x"}', 'application/json', false],
    ['{"title": "x"}', 'text/plain', false],
    ['<?xml version="1.0"?><urlset/>', 'text/plain', false],
    ['   \n', 'text/markdown', false],
    ['# Title', 'image/png', false],
  ])('%j (%s) → %s', (body, type, expected) => {
    expect(looksLikeMarkdown(body, type)).toBe(expected);
  });
});

describe('readTwinMeta', () => {
  it('reads a reader wrapper', () => {
    const meta = readTwinMeta(
      'Title: Overview — Framework Guide\nURL Source: https://docs.example.org/fw/latest/overview.html\n' +
        'Published Time: Thu, 30 Oct 2025 07:07:33 GMT\nMarkdown Content:\n# Overview',
    );
    expect(meta).toEqual({
      title: 'Overview — Framework Guide',
      canonicalUrl: 'https://docs.example.org/fw/latest/overview.html',
    });
  });

  it('reads a reader wrapper with blank lines between fields', () => {
    expect(
      readTwinMeta('Title: A\n\nURL Source: https://x.org/a.html\n\nMarkdown Content:\nA\n=').title,
    ).toBe('A');
  });

  it('reads YAML front matter', () => {
    const meta = readTwinMeta(
      "---\ntitle: 'Trainer'\ndescription: Runs the loop\ncanonical: 'https://x.org/docs/stable/trainer'\n---\n# Other",
    );
    expect(meta).toEqual({
      title: 'Trainer',
      description: 'Runs the loop',
      canonicalUrl: 'https://x.org/docs/stable/trainer',
    });
  });

  it('falls back to the first H1 and ignores non-http canonicals', () => {
    expect(readTwinMeta('intro\n\n# The Title\n## Sub')).toEqual({ title: 'The Title' });
    expect(readTwinMeta('---\ncanonical: javascript:x\n---\n')).toEqual({});
  });
});
