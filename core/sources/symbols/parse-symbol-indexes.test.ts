import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsLiteral } from '../js-literal.ts';
import { doxygenSearchFiles, parseDoxygenSearchData } from './parse-doxygen-search-data.ts';
import { parseGiDocgenIndex } from './parse-gi-docgen-index.ts';
import { parseJavadocSearchIndex } from './parse-javadoc-search-index.ts';
import { parseRustdocSearchIndex } from './parse-rustdoc-search-index.ts';

/** Cut from Debian's -doc packages: fixtures/README.md says from which file. */
const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('parseJsLiteral', () => {
  it('reads data in either quote, with escapes, bare keys and comments', () => {
    expect(
      parseJsLiteral(`[ 'a\\'b', "c\\u0041", { 0: null, "k": [1.5, true] } /* x */ ];`),
    ).toEqual(["a'b", 'cA', { 0: null, k: [1.5, true] }]);
  });

  it('refuses code: nothing in an index script is run', () => {
    expect(() => parseJsLiteral('[alert(1)]')).toThrow(/not a data literal/);
    expect(() => parseJsLiteral("['open")).toThrow(/unterminated/);
  });

  it('keeps a __proto__ key a plain key', () => {
    const value = parseJsLiteral('{"__proto__": {"polluted": 1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseRustdocSearchIndex (rustdoc 1.63)', () => {
  const root = 'http://127.0.0.1/html/';
  const symbols = parseRustdocSearchIndex(
    fixture('rustdoc-1.63-proc_macro-search-index.js.txt'),
    root,
  );

  it('names every item with its module path, and links its page and anchor', () => {
    expect(symbols.length).toBeGreaterThan(300);
    expect(symbols).toContainEqual({
      name: 'proc_macro.TokenStream',
      role: 'rust:struct',
      url: `${root}proc_macro/struct.TokenStream.html`,
      anchor: '',
    });
    expect(symbols).toContainEqual({
      name: 'proc_macro.TokenStream.is_empty',
      role: 'rust:method',
      url: `${root}proc_macro/struct.TokenStream.html`,
      anchor: 'method.is_empty',
    });
    expect(symbols).toContainEqual({
      name: 'proc_macro.Delimiter.Brace',
      role: 'rust:variant',
      url: `${root}proc_macro/enum.Delimiter.html`,
      anchor: 'variant.Brace',
    });
  });

  it('says when the file is another format', () => {
    expect(() => parseRustdocSearchIndex('var searchIndex = new Map([]);', root)).toThrow(
      /not a rustdoc search index/,
    );
  });
});

describe('parseGiDocgenIndex (GTK 4, gi-docgen 2023.1)', () => {
  const url = 'http://127.0.0.1/gtk4/index.json';
  const symbols = parseGiDocgenIndex(fixture('gi-docgen-gtk4-index.json.txt'), url);
  const at = (name: string) => symbols.filter((s) => s.name === name);

  it('names types and members as introspection does, each on its own page', () => {
    expect(at('Gtk.Button')).toEqual([
      {
        name: 'Gtk.Button',
        role: 'gir:class',
        url: 'http://127.0.0.1/gtk4/class.Button.html',
        anchor: '',
      },
    ]);
    expect(at('Gtk.Button.set_label')[0]?.url).toBe(
      'http://127.0.0.1/gtk4/method.Button.set_label.html',
    );
    expect(at('Gtk.Button.new_with_label')[0]?.url).toBe(
      'http://127.0.0.1/gtk4/ctor.Button.new_with_label.html',
    );
    expect(at('Gtk.Button.clicked')[0]?.url).toBe(
      'http://127.0.0.1/gtk4/signal.Button.clicked.html',
    );
    expect(at('Gtk.Widget.add_binding')[0]?.url).toBe(
      'http://127.0.0.1/gtk4/class_method.Widget.add_binding.html',
    );
  });

  it('names them by their C names too, and leaves the guide’s pages to the crawl', () => {
    expect(at('GtkButton')[0]?.url).toBe('http://127.0.0.1/gtk4/class.Button.html');
    expect(at('gtk_button_set_label')[0]?.url).toBe(
      'http://127.0.0.1/gtk4/method.Button.set_label.html',
    );
    expect(symbols.some((s) => s.role === 'gir:content')).toBe(false);
  });

  it('refuses a file that is not a gi-docgen index', () => {
    expect(() => parseGiDocgenIndex('{"symbols": []}', url)).toThrow(/not a gi-docgen index/);
    expect(() => parseGiDocgenIndex('<html>', url)).toThrow(/not JSON/);
  });
});

describe('parseJavadocSearchIndex (JUnit 4, JDK 11 doclet)', () => {
  const root = 'http://127.0.0.1/javadoc/';

  it('names types by package and links their page; skips entries that name no type', () => {
    const types = parseJavadocSearchIndex(fixture('javadoc-junit4-type-search-index.js.txt'), root);
    expect(types.map((s) => s.name)).toContain('org.junit.Assert');
    expect(types.find((s) => s.name === 'org.junit.runners.Parameterized.AfterParam')?.url).toBe(
      `${root}org/junit/runners/Parameterized.AfterParam.html`,
    );
    expect(types.some((s) => s.name.includes('All Classes'))).toBe(false);
  });

  it('names members by their type, at the anchor Javadoc gives (or its label)', () => {
    const members = parseJavadocSearchIndex(
      fixture('javadoc-junit4-member-search-index.js.txt'),
      root,
    );
    expect(members).toEqual([
      {
        name: 'org.junit.Assert.Assert',
        role: 'java:constructor',
        url: `${root}org/junit/Assert.html`,
        anchor: '<init>()',
      },
      {
        name: 'org.junit.Assert.assertEquals',
        role: 'java:method',
        url: `${root}org/junit/Assert.html`,
        anchor: 'assertEquals(long,long)',
      },
      {
        name: 'org.junit.Assert.assertTrue',
        role: 'java:method',
        url: `${root}org/junit/Assert.html`,
        anchor: 'assertTrue(boolean)',
      },
    ]);
  });
});

describe("Doxygen's search data (Eigen, Doxygen 1.9.4)", () => {
  const dataUrl = 'http://127.0.0.1/html/search/searchdata.js';

  it('lists the per-letter files of the sections that name API entities', () => {
    const files = doxygenSearchFiles(fixture('doxygen-eigen-searchdata.js.txt'), dataUrl);
    const urls = files.map((f) => f.url.replace('http://127.0.0.1/html/search/', ''));
    expect(urls).toContain('classes_9.js');
    expect(urls).toContain('functions_0.js');
    // `all` repeats every section; `pages` and `groups` are pages, not symbols.
    expect(urls.some((u) => /^(all|pages|groups)_/.test(u))).toBe(false);
  });

  it('names each entity by its scope, at its page and anchor', () => {
    const url = 'http://127.0.0.1/html/search/classes_9.js';
    expect(
      parseDoxygenSearchData(fixture('doxygen-eigen-classes_9.js.txt'), url, 'cpp:class'),
    ).toEqual([
      {
        name: 'Eigen.JacobiRotation',
        role: 'cpp:class',
        url: 'http://127.0.0.1/html/classEigen_1_1JacobiRotation.html',
        anchor: '',
      },
      {
        name: 'Eigen.JacobiSVD',
        role: 'cpp:class',
        url: 'http://127.0.0.1/html/classEigen_1_1JacobiSVD.html',
        anchor: '',
      },
    ]);
    const functions = parseDoxygenSearchData(
      fixture('doxygen-eigen-functions_9.js.txt'),
      'http://127.0.0.1/html/search/functions_9.js',
      'cpp:function',
    );
    expect(functions.map((s) => s.name)).toContain('Eigen.MatrixBase.Identity');
    expect(functions.find((s) => s.name === 'Eigen.MatrixBase.Identity')?.anchor).toBe(
      'acf33ce20ef03ead47cb3dbcd5f416ede',
    );
  });
});
