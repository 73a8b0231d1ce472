import { describe, expect, it } from 'vitest';
import { composeToc, MORE_PAGES } from './compose-toc.ts';
import type { TocEntry } from './folio-api.ts';

const site = 'https://docs.example/';
const api = 'https://api.example/en/latest/';
const node = (title: string, url: string | null, children: TocEntry[] = []): TocEntry => ({
  title,
  url,
  children,
});

describe('composeToc', () => {
  it('puts the entry page first, then the tree, then the pages it leaves out, grouped by URL', () => {
    const tree = [
      node('Training', `${site}training/`, [node('ZeRO', `${site}tutorials/zero/`)]),
      node('Documentation', api),
    ];
    const toc = composeToc(site, tree, [
      { url: site, title: 'Home' },
      { url: `${site}training/`, title: 'Training Overview' },
      { url: `${site}tutorials/zero/`, title: 'ZeRO Redundancy Optimizer' },
      { url: api, title: 'DeepSpeed' },
      { url: `${api}initialize.html`, title: 'Training Setup' },
      { url: `${site}2023/04/24/chat.html`, title: 'DeepSpeed Chat' },
      { url: `${api}zero3.html`, title: 'ZeRO' },
    ]);
    expect(toc).toEqual([
      node('Home', site),
      ...tree,
      node(MORE_PAGES, null, [
        node('api.example/en/latest', null, [
          node('Training Setup', `${api}initialize.html`),
          node('ZeRO', `${api}zero3.html`),
        ]),
        node('2023/04/24', null, [node('DeepSpeed Chat', `${site}2023/04/24/chat.html`)]),
      ]),
    ]);
  });

  it('takes the first page for the entry when the entry URL redirected, and groups below it', () => {
    const latest = `${site}torchtune/stable/`;
    const toc = composeToc(
      `${site}torchtune/`,
      [node('Intro', null, [node('Overview', `${latest}overview.html`)])],
      [
        { url: latest, title: 'Welcome' },
        { url: `${latest}overview.html`, title: 'Overview' },
        { url: `${latest}generated/a.html`, title: 'a' },
        { url: `${latest}generated/b.html`, title: 'b' },
      ],
    );
    expect(toc.map((e) => e.title)).toEqual(['Welcome', 'Intro', MORE_PAGES]);
    expect(toc[2]!.children).toEqual([
      node('generated', null, [
        node('a', `${latest}generated/a.html`),
        node('b', `${latest}generated/b.html`),
      ]),
    ]);
  });

  it('matches pages by page key: fragments, index.html and trailing slashes are one page', () => {
    const tree = [
      node('Home', `${site}index.html`),
      node('Guide', `${site}guide/index.html`, [node('Part', `${site}guide/part#intro`)]),
      node('Setup', `${site}setup`),
    ];
    const toc = composeToc(site, tree, [
      { url: site, title: 'Home' },
      { url: `${site}guide/`, title: 'Guide' },
      { url: `${site}guide/part`, title: 'Part' },
      { url: `${site}setup/`, title: 'Setup' },
    ]);
    // Nothing is missing, and each entry links the page as it is stored.
    expect(toc).toEqual([
      node('Home', site),
      node('Guide', `${site}guide/`, [node('Part', `${site}guide/part#intro`)]),
      node('Setup', `${site}setup/`),
    ]);
  });

  it('leaves the entry where the tree lists it, and drops entries whose page is not cached', () => {
    const tree = [
      node('Start', null, [node('Docs', `${site}docs`)]),
      node('Gone', `${site}gone`),
      node('Moved', `${site}moved/`, [node('Kept', `${site}docs#kept`)]),
      node('Elsewhere', 'https://github.com/o/r'),
    ];
    const toc = composeToc(`${site}docs`, tree, [
      { url: `${site}docs`, title: 'Docs' },
      { url: `${site}docs/llms-full.txt?page=bench`, title: 'Bench' },
    ]);
    expect(toc).toEqual([
      node('Start', null, [node('Docs', `${site}docs`)]),
      // A removed page with cached pages under it stays as a label for them.
      node('Moved', null, [node('Kept', `${site}docs#kept`)]),
      node(MORE_PAGES, null, [node('Bench', `${site}docs/llms-full.txt?page=bench`)]),
    ]);
  });

  it('collapses doubled levels of the stored tree', () => {
    const tree = [node('API', null, [node('API', `${site}api/`, [node('x', `${site}api/x`)])])];
    const pages = [`${site}api/`, `${site}api/x`].map((url) => ({ url, title: url }));
    expect(composeToc(site, tree, pages)).toEqual([
      node('API', `${site}api/`, [node('x', `${site}api/x`)]),
    ]);
  });

  it('lists 10,000 pages the tree leaves out quickly', () => {
    const pages = [
      { url: site, title: 'Home' },
      ...Array.from({ length: 10_000 }, (_, i) => ({
        url: `${site}section-${i % 50}/page-${i}.html`,
        title: `Page ${i}`,
      })),
    ];
    const tree = pages.slice(0, 5_000).map((p) => node(p.title, p.url));
    const started = performance.now();
    const toc = composeToc(site, tree, pages);
    // Generous for a slow machine; what it guards against is work growing with pages × entries.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(toc).toHaveLength(5_001);
    expect(toc.at(-1)!.children).toHaveLength(50);
  });
});
