import { describe, expect, it } from 'vitest';
import { githubToc } from './github-toc.ts';

const root = 'https://github.com/o/r/blob/main/';
const readmeUrl = `${root}README.md`;
const pages = [
  { url: readmeUrl, title: 'Project' },
  { url: `${root}docs/guide.md`, title: 'Guide' },
];
const sections = [
  { anchor: '', heading: '', level: 0, text: 'lead' },
  { anchor: 'project', heading: 'Project', level: 1, text: '' },
  { anchor: 'install', heading: 'Install', level: 2, text: 'pip install' },
  { anchor: 'from-source', heading: 'From source', level: 3, text: 'git clone' },
  { anchor: 'usage', heading: 'Usage', level: 2, text: 'run it' },
];

describe('githubToc', () => {
  it('nests a short README’s chapters under it', () => {
    const toc = githubToc(root, pages, { url: readmeUrl, sections, length: 2_000 });
    expect(toc.map((e) => e.title)).toEqual(['Project', 'docs']);
    expect(toc[0]!.children).toEqual([
      { title: 'Install', url: `${readmeUrl}#install`, children: [] },
      { title: 'Usage', url: `${readmeUrl}#usage`, children: [] },
    ]);
  });

  it('lists a manual-sized README’s chapters at the top, right after it', () => {
    const toc = githubToc(root, pages, { url: readmeUrl, sections, length: 40_000 });
    expect(toc.map((e) => e.title)).toEqual(['Project', 'Install', 'Usage', 'docs']);
    expect(toc[0]!.children).toEqual([]);
  });

  it('is the folder tree alone when the README was not stored', () => {
    const toc = githubToc(root, pages.slice(1), { url: readmeUrl, sections, length: 40_000 });
    expect(toc.map((e) => e.title)).toEqual(['docs']);
    expect(githubToc(root, pages, undefined).map((e) => e.title)).toEqual(['Project', 'docs']);
  });
});
