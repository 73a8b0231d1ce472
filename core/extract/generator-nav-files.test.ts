import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseNavTree } from './extract-nav-tree.ts';
import type { NavEntry } from '../store/nav-tree.ts';
import { GENERATOR_NAV_FILES } from './generator-nav-files.ts';

/** Cut from Debian's -doc packages: core/sources/symbols/fixtures/README.md says from which file. */
const fixture = (name: string) =>
  readFileSync(new URL(`../sources/symbols/fixtures/${name}`, import.meta.url), 'utf8');

/** Serves the named fixtures at their site paths; records what was asked. */
function filesAt(root: string, files: Record<string, string>) {
  const asked: string[] = [];
  const fetchText = (url: string) => {
    const path = url.slice(root.length);
    asked.push(path);
    return Promise.resolve(files[path] === undefined ? undefined : fixture(files[path]));
  };
  return { asked, fetchText };
}

const outline = (entries: readonly NavEntry[], depth = 0): string[] =>
  entries.flatMap((e) => [`${'  '.repeat(depth)}${e.title}`, ...outline(e.children, depth + 1)]);

const root = 'http://127.0.0.1/html/';
const page = { url: `${root}index.html`, html: () => '' };

describe('navigation a generator keeps in a file of its own', () => {
  it("Doxygen: the tree view's data, its children's scripts fetched, in its order", async () => {
    const { asked, fetchText } = filesAt(root, {
      'navtreedata.js': 'doxygen-eigen-navtreedata.js.txt',
      'modules.js': 'doxygen-eigen-modules.js.txt',
    });
    const tree = chooseNavTree([await GENERATOR_NAV_FILES.doxygen!(page, fetchText)]);
    expect(outline(tree)).toEqual([
      'Overview',
      'Getting started',
      'Chapters',
      '  Dense matrix and array manipulation',
      '  Dense linear problems and decompositions',
      '  Sparse linear algebra',
      '  Geometry',
      'Extending/Customizing Eigen',
      'General topics',
      'Class List',
    ]);
    expect(tree[2]!.children[3]!.url).toBe(`${root}group__Geometry__chapter.html`);
    expect(asked).toContain('annotated.js');
  });

  it('Javadoc: packages in order, each with its types, from the type search index', async () => {
    const { fetchText } = filesAt(root, {
      'type-search-index.js': 'javadoc-junit4-type-search-index.js.txt',
    });
    const tree = await GENERATOR_NAV_FILES.javadoc!(page, fetchText);
    expect(outline(chooseNavTree([tree]))).toEqual([
      'junit.framework',
      '  Assert',
      '  TestCase',
      'org.junit',
      '  Assert',
      'org.junit.runners',
      '  Parameterized.AfterParam',
    ]);
    expect(tree[1]!.url).toBe(`${root}org/junit/package-summary.html`);
  });

  it("gi-docgen: the namespace page's guide, then each kind of symbol, in its order", async () => {
    const gtk = 'http://127.0.0.1/gtk4/';
    const { asked, fetchText } = filesAt(gtk, { 'index.html': 'gi-docgen-gtk4-index.html.txt' });
    const button = { url: `${gtk}class.Button.html`, html: () => '' };
    const tree = chooseNavTree([await GENERATOR_NAV_FILES['gi-docgen']!(button, fetchText)]);
    expect(asked).toEqual(['index.html']);
    const groups = tree.map((e) => e.title);
    expect(groups.slice(0, 4)).toEqual([
      'Additional documentation',
      'Classes',
      'Interfaces',
      'Structs',
    ]);
    expect(groups).toContain('Functions');
    // The external dependencies (docs.gtk.org) and the page's own permalinks are no pages of it.
    expect(groups).not.toContain('Dependencies');
    expect(tree[0]!.children.slice(0, 2)).toEqual([
      { title: 'Overview', url: `${gtk}overview.html`, children: [] },
      { title: 'Getting Started with GTK', url: `${gtk}getting_started.html`, children: [] },
    ]);
    expect(tree[1]!.children.map((c) => c.url)).toEqual([
      `${gtk}class.AboutDialog.html`,
      `${gtk}class.Button.html`,
      `${gtk}class.Widget.html`,
    ]);
  });

  describe('mdBook 0.4.41 and later: the sidebar toc.js writes, or its noscript toc.html', () => {
    const book = 'http://127.0.0.1/book/';
    const own = (name: string) =>
      readFileSync(new URL(`fixtures/nav/mdbook-toc/${name}`, import.meta.url), 'utf8');
    const chapter = { url: `${book}guide/installation.html`, html: () => own('index.html') };
    const expected = [
      'Introduction',
      '1. Getting Started',
      '  1.1. Installation',
      '  1.2. Reading Books',
      '2. SUMMARY.md',
      '3. The build command',
    ];
    const serve = (files: Record<string, string>) => {
      const asked: string[] = [];
      const fetchText = (url: string) => {
        asked.push(url.slice(book.length));
        const name = files[url.slice(book.length)];
        return Promise.resolve(name === undefined ? undefined : own(name));
      };
      return { asked, fetchText };
    };

    it('reads toc.html, at the book’s root, with links from there', async () => {
      const { asked, fetchText } = serve({ 'toc.html': 'toc.html' });
      const tree = chooseNavTree([await GENERATOR_NAV_FILES.mdbook!(chapter, fetchText)]);
      expect(asked).toEqual(['toc.html']);
      expect(outline(tree)).toEqual(expected);
      expect(tree[1]!.children[0]!.url).toBe(`${book}guide/installation.html`);
    });

    it('reads the HTML toc.js assigns, as a string, where toc.html is missing', async () => {
      const { asked, fetchText } = serve({ 'toc-5e7b1c9d.js': 'toc-5e7b1c9d.js.txt' });
      const tree = chooseNavTree([await GENERATOR_NAV_FILES.mdbook!(chapter, fetchText)]);
      expect(asked).toEqual(['toc.html', 'toc-5e7b1c9d.js']);
      expect(outline(tree)).toEqual(expected);
      expect(tree[3]!.url).toBe(`${book}cli/build.html`);
    });

    it('asks for nothing on an older book, whose sidebar is in the page', async () => {
      const { asked, fetchText } = serve({});
      const old = {
        url: `${book}index.html`,
        html: () =>
          '<nav id="sidebar"><div class="sidebar-scrollbox"><ol class="chapter"></ol></div></nav>',
      };
      expect(await GENERATOR_NAV_FILES.mdbook!(old, fetchText)).toEqual([]);
      expect(asked).toEqual([]);
    });
  });
});
