import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';
import { chooseNavTree } from './extract-nav-tree.ts';
import { GENERATOR_NAV_FILES } from './generator-nav-files.ts';
import { GENERATOR_SYMBOL_INDEXES } from './generator-symbol-indexes.ts';
import { parseTypedocSearchData } from '../sources/symbols/parse-typedoc-search-data.ts';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { NavEntry } from '../store/nav-tree.ts';

// TypeDoc 0.28.20's own build of the matrix sample (bench/fidelity/matrix).
const BUILD = join(import.meta.dirname, '../../bench/fidelity/matrix/fixtures/typedoc');
const built = (path: string) => readFileSync(join(BUILD, path), 'utf8');
const root = 'http://127.0.0.1/';
const extract = (path: string) => extractPage({ url: `${root}${path}`, html: built(path) });
const text = (html: string) =>
  DomUtils.textContent(parseDocument(html)).replace(/\s+/g, ' ').trim();

const outline = (entries: readonly NavEntry[], depth = 0): string[] =>
  entries.flatMap((e) => [`${'  '.repeat(depth)}${e.title}`, ...outline(e.children, depth + 1)]);

describe('TypeDoc', () => {
  it("titles the project's index page by its readme, not by the project's name", () => {
    const page = extract('index.html');
    expect(page.generator).toBe('typedoc');
    expect(page.title).toBe('Widgets Guide');
    expect(page.html).not.toContain('tsd-page-title');
    expect(page.html).toContain('<h2 id="getting-started"');
  });

  it("keeps a page title the content does not repeat (a class's)", () => {
    const page = extract('classes/widgets.Frame.html');
    expect(page.title).toBe('Class Frame');
  });

  it("puts a parameter's default into its signature, as the parameter list spells it", () => {
    const signatures = extract('classes/widgets.Frame.html')
      .html.match(/<div class="tsd-signature[^"]*"[^>]*>.*?<\/div>/gs)!
      .map(text);
    expect(signatures).toContain('addTile(colour: string, weight: number = 1): void');
    // Optional without a default stays optional.
    expect(signatures).toContain('render(path?: string): string');
  });

  it('reads the sidebar from assets/navigation.js as data, after the project link', async () => {
    const asked: string[] = [];
    const fetchText = (url: string) => {
      asked.push(url);
      return Promise.resolve(
        url === `${root}assets/navigation.js` ? built('assets/navigation.js') : undefined,
      );
    };
    const page = {
      url: `${root}classes/widgets.Frame.html`,
      html: () => built('classes/widgets.Frame.html'),
    };
    const tree = chooseNavTree([await GENERATOR_NAV_FILES.typedoc!(page, fetchText)]);
    expect(outline(tree)).toEqual([
      'Widgets',
      'Usage',
      'Configuration',
      'widgets',
      '  Frame',
      '  openFrame',
      '  version',
    ]);
    expect(tree[0]!.url).toBe(`${root}modules.html`);
    expect(tree[3]!.children[0]!.url).toBe(`${root}classes/widgets.Frame.html`);
    expect(asked).toEqual([`${root}assets/navigation.js`]);
  });

  it('reads older plain-JSON navigation data, and never takes a path with a scheme', async () => {
    const data = [
      { text: 'Guide', path: 'documents/Guide.html' },
      { text: 'Evil', path: 'javascript:alert(1)' },
    ];
    const page = { url: `${root}index.html`, html: () => '<html data-base="./"></html>' };
    const plain = `window.navigationData = ${JSON.stringify(data)};`;
    const packed = `window.navigationData = "${deflateSync(JSON.stringify(data)).toString('base64')}"`;
    for (const script of [plain, packed]) {
      const tree = await GENERATOR_NAV_FILES.typedoc!(page, () => Promise.resolve(script));
      expect(tree).toEqual([{ title: 'Guide', url: `${root}documents/Guide.html`, children: [] }]);
    }
  });

  it("stores the API's symbols from assets/search.js, each at its page and anchor", async () => {
    const asked: string[] = [];
    const fetchText = (url: string) => {
      asked.push(url);
      return Promise.resolve(
        url === `${root}assets/search.js` ? built('assets/search.js') : undefined,
      );
    };
    const page = {
      url: `${root}classes/widgets.Frame.html`,
      html: () => built('classes/widgets.Frame.html'),
    };
    const symbols = await GENERATOR_SYMBOL_INDEXES.typedoc!(page, fetchText);
    expect(asked).toEqual([`${root}assets/search.js`]);
    expect(symbols.map((s) => s.name)).toEqual([
      'widgets',
      'widgets.Frame',
      'widgets.Frame.constructor',
      'widgets.Frame.width',
      'widgets.Frame.addTile',
      'widgets.Frame.close',
      'widgets.Frame.render',
      'widgets.openFrame',
      'widgets.version',
    ]);
    expect(symbols[4]).toEqual({
      name: 'widgets.Frame.addTile',
      role: 'ts:method',
      url: `${root}classes/widgets.Frame.html`,
      anchor: 'addtile',
    });
    expect(symbols[7]!.role).toBe('ts:function');
  });

  it('refuses a search script that holds no index', () => {
    expect(() => parseTypedocSearchData('window.searchData = {};', root)).toThrow(
      /not a TypeDoc search index/,
    );
    expect(() => parseTypedocSearchData('window.searchData = "bm90IGRlZmxhdGVk";', root)).toThrow();
  });
});
