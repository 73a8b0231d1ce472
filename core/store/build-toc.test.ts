import { describe, expect, it } from 'vitest';
import { buildToc } from './build-toc.ts';

const site = 'https://docs.example/docs/';

describe('buildToc', () => {
  it('puts the entry page first and groups the rest by path segment, in crawl order', () => {
    const toc = buildToc(`${site}index.html`, [
      { url: `${site}api/engine.html`, title: 'DeepSpeedEngine' },
      { url: `${site}api/`, title: 'API reference' },
      { url: site, title: 'Home' },
      { url: `${site}guide/pipeline.html`, title: 'Pipeline' },
      { url: `${site}guide/zero.html`, title: 'ZeRO' },
    ]);
    expect(toc).toEqual([
      { title: 'Home', url: site, children: [] },
      {
        title: 'API reference',
        url: `${site}api/`,
        children: [{ title: 'DeepSpeedEngine', url: `${site}api/engine.html`, children: [] }],
      },
      {
        title: 'guide',
        url: null,
        children: [
          { title: 'Pipeline', url: `${site}guide/pipeline.html`, children: [] },
          { title: 'ZeRO', url: `${site}guide/zero.html`, children: [] },
        ],
      },
    ]);
  });

  it('keeps the crawl order (the navigation order of the site), and names groups after the decoded segment', () => {
    const toc = buildToc(site, [
      { url: `${site}ch2.html`, title: 'Two' },
      { url: `${site}ch10.html`, title: 'Ten' },
      { url: `${site}caf%C3%A9/a.html`, title: 'A' },
    ]);
    expect(toc.map((e) => e.title)).toEqual(['Two', 'Ten', 'café']);
  });

  it('treats a/ and a/index.html and a as one directory page', () => {
    const toc = buildToc(site, [
      { url: `${site}a`, title: 'A' },
      { url: `${site}a/index.html`, title: 'A again' },
      { url: `${site}a/b.html`, title: 'B' },
    ]);
    expect(toc).toEqual([
      {
        title: 'A',
        url: `${site}a`,
        children: [{ title: 'B', url: `${site}a/b.html`, children: [] }],
      },
    ]);
  });

  it('groups pages outside the entry directory under their host', () => {
    const toc = buildToc(`${site}en/latest/index.html`, [
      { url: `${site}en/latest/`, title: 'Latest' },
      { url: 'https://other.example/x/y.html', title: 'Y' },
    ]);
    expect(toc[0]).toMatchObject({ title: 'Latest' });
    expect(toc[1]).toMatchObject({ title: 'other.example', url: null });
    expect(toc[1]!.children[0]).toMatchObject({ title: 'x', children: [{ title: 'Y' }] });
  });

  it('keeps query pages apart and falls back to the segment for an empty title', () => {
    const toc = buildToc(site, [
      { url: `${site}list.html`, title: 'List' },
      { url: `${site}list.html?page=2`, title: '' },
    ]);
    expect(toc.map((e) => [e.title, e.url])).toEqual([
      ['List', `${site}list.html`],
      ['list.html?page=2', `${site}list.html?page=2`],
    ]);
  });

  it('returns nothing for a docset with no pages', () => {
    expect(buildToc(site, [])).toEqual([]);
  });
});
