import { describe, expect, it } from 'vitest';
import { docsifyFile, readDocsifySidebar, sidebarFiles } from './read-docsify-sidebar.ts';

const base = 'http://127.0.0.1:9/docs/';

describe("Docsify's routes and sidebar", () => {
  it('maps each spelling of a route to the Markdown file it is served from', () => {
    expect(docsifyFile('guide.md', base)).toBe(`${base}guide.md`);
    expect(docsifyFile('/guide', base)).toBe(`${base}guide.md`);
    expect(docsifyFile('#/api/cli', base)).toBe(`${base}api/cli.md`);
    expect(docsifyFile('/', base)).toBe(`${base}README.md`);
    expect(docsifyFile('zh-cn/', base)).toBe(`${base}zh-cn/README.md`);
    expect(docsifyFile('/guide?id=install', base)).toBe(`${base}guide.md`);
    expect(docsifyFile('https://github.com/docsifyjs/docsify', base)).toBeUndefined();
  });

  it('reads the nested list in its order, plain items as groups, links off the site left out', () => {
    const sidebar = [
      '<!-- docs/_sidebar.md -->',
      '* [Home](/)',
      '* Getting started',
      '  * [Quick start](quickstart.md)',
      '  * [Writing more pages](/more-pages "More")',
      '* API',
      '\t- [CLI](#/api/cli)',
      '* [GitHub](https://github.com/docsifyjs/docsify)',
    ].join('\n');
    const tree = readDocsifySidebar(sidebar, base);
    expect(tree).toEqual([
      { title: 'Home', url: `${base}README.md`, children: [] },
      {
        title: 'Getting started',
        url: null,
        children: [
          { title: 'Quick start', url: `${base}quickstart.md`, children: [] },
          { title: 'Writing more pages', url: `${base}more-pages.md`, children: [] },
        ],
      },
      {
        title: 'API',
        url: null,
        children: [{ title: 'CLI', url: `${base}api/cli.md`, children: [] }],
      },
    ]);
    expect(sidebarFiles(tree)).toEqual([
      `${base}README.md`,
      `${base}quickstart.md`,
      `${base}more-pages.md`,
      `${base}api/cli.md`,
    ]);
  });
});
