import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../store/nav-tree.ts';
import { detectGenerator } from './detect-generator.ts';
import { extractNavTree } from './extract-nav-tree.ts';
import { parsePage } from './parse-bounded-document.ts';

/** The fixtures are cut from Debian's -doc packages; each says from which file. */
const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/nav/${name}`, import.meta.url), 'utf8');

function navOf(name: string, pageUrl: string): NavEntry[] {
  const html = fixture(name);
  return extractNavTree(html, pageUrl, detectGenerator(parsePage(html).elements));
}

/** Titles as an indented outline, so an order or nesting mistake shows as one line. */
const outline = (entries: readonly NavEntry[], depth = 0): string[] =>
  entries.flatMap((e) => [`${'  '.repeat(depth)}${e.title}`, ...outline(e.children, depth + 1)]);

describe("a generator's own navigation, in its order", () => {
  it("mdBook: SUMMARY.md's chapters, each with the sections of the list after it", () => {
    const tree = navOf('mdbook-rust-book.html', 'http://127.0.0.1/book/index.html');
    expect(outline(tree).slice(0, 9)).toEqual([
      'The Rust Programming Language',
      'Foreword',
      'Introduction',
      '1. Getting Started',
      '  1.1. Installation',
      '  1.2. Hello, World!',
      '  1.3. Hello, Cargo!',
      '2. Programming a Guessing Game',
      '3. Common Programming Concepts',
    ]);
    expect(tree[3]!.url).toBe('http://127.0.0.1/book/ch01-00-getting-started.html');
    expect(tree[5]!.children.map((c) => c.title)).toHaveLength(5);
  });

  it("MkDocs' mkdocs theme: the navbar's menus, without its search and prev/next links", () => {
    const tree = navOf('mkdocs-navbar.html', 'http://127.0.0.1/index.html');
    expect(tree.map((e) => e.title)).toEqual([
      'Home',
      'Getting Started',
      'User Guide',
      'Developer Guide',
      'About',
    ]);
    expect(tree[2]).toMatchObject({ url: null });
    expect(tree[2]!.children.map((e) => e.title).slice(0, 3)).toEqual([
      'User Guide',
      'Installation',
      'Writing Your Docs',
    ]);
  });

  it("DocBook XSL: the book's table of contents, chapters as pages (sections are headings)", () => {
    const tree = navOf('docbook-debian-reference.html', 'http://127.0.0.1/index.en.html');
    expect(tree).toEqual([
      { title: 'Preface', url: 'http://127.0.0.1/pr01.en.html', children: [] },
      { title: '1. GNU/Linux tutorials', url: 'http://127.0.0.1/ch01.en.html', children: [] },
      {
        title: '2. Debian package management',
        url: 'http://127.0.0.1/ch02.en.html',
        children: [],
      },
    ]);
  });
});

describe("a profile's navigation containers", () => {
  it("are not tried on another generator's pages, where they are a page's own contents", () => {
    // Doxygen (libeigen3-doc) writes each page's local contents as `div.toc`, DocBook's selector.
    const html = `<html><head><meta name="generator" content="Doxygen 1.9.4"/></head><body>
      <div class="contents"><div class="toc"><h3>Table of Contents</h3><ul>
      <li class="level1"><a href="#title1">Usage</a></li></ul></div></div></body></html>`;
    const doxygen = detectGenerator(parsePage(html).elements);
    expect(doxygen).toBe('doxygen');
    const elsewhere = html.replace('#title1', 'other.html');
    expect(extractNavTree(elsewhere, 'http://127.0.0.1/index.html', doxygen)).toEqual([]);
    expect(extractNavTree(elsewhere, 'http://127.0.0.1/index.html', 'docbook')).toHaveLength(1);
  });
});
