import type { Generator } from './generator-profiles.ts';
import type { FetchText, IndexSymbol } from '../sources/symbols/index-symbol.ts';
import {
  doxygenSearchFiles,
  parseDoxygenSearchData,
} from '../sources/symbols/parse-doxygen-search-data.ts';
import {
  JAVADOC_INDEX_FILES,
  parseJavadocSearchIndex,
} from '../sources/symbols/parse-javadoc-search-index.ts';
import { parseGiDocgenIndex } from '../sources/symbols/parse-gi-docgen-index.ts';
import { parseRustdocSearchIndex } from '../sources/symbols/parse-rustdoc-search-index.ts';
import { parseTypedocSearchData } from '../sources/symbols/parse-typedoc-search-data.ts';

/** A page of the generator's: where its index files are found from. */
export interface IndexedPage {
  url: string;
  html: () => string;
}

export type { FetchText } from '../sources/symbols/index-symbol.ts';

/**
 * The API symbol index each generator writes beside its pages, beyond Sphinx's objects.inv (read
 * for every generator that ships one): how to find it from one of its pages and read it. A
 * search for `HashMap`, `assertEquals` or `JacobiSVD` then opens the item's own page and anchor.
 */
export const GENERATOR_SYMBOL_INDEXES: Readonly<
  Partial<Record<Generator, (page: IndexedPage, fetchText: FetchText) => Promise<IndexSymbol[]>>>
> = {
  // JDK 9+ doclets; the JDK 8 doclet writes none (its index-all.html is a by-product).
  javadoc: async (page, fetchText) => {
    const symbols: IndexSymbol[] = [];
    for (const file of JAVADOC_INDEX_FILES) {
      const url = new URL(file, page.url).href;
      const text = await fetchText(url);
      if (text !== undefined) symbols.push(...parseJavadocSearchIndex(text, url));
    }
    return symbols;
  },
  doxygen: async (page, fetchText) => {
    const dataUrl = new URL('search/searchdata.js', page.url).href;
    const data = await fetchText(dataUrl);
    if (data === undefined) return [];
    const symbols: IndexSymbol[] = [];
    for (const file of doxygenSearchFiles(data, dataUrl)) {
      const text = await fetchText(file.url);
      if (text !== undefined) symbols.push(...parseDoxygenSearchData(text, file.url, file.role));
    }
    return symbols;
  },
  rustdoc: async (page, fetchText) => {
    // `<div id="rustdoc-vars" data-root-path="../" data-resource-suffix="1.63.0">` names the file.
    const vars = /<div id="rustdoc-vars"[^>]*>/.exec(page.html())?.[0] ?? '';
    const root = /data-root-path="([^"]*)"/.exec(vars)?.[1];
    if (root === undefined) return [];
    const suffix = /data-resource-suffix="([^"]*)"/.exec(vars)?.[1] ?? '';
    const rootUrl = new URL(root, page.url).href;
    const text = await fetchText(new URL(`search-index${suffix}.js`, rootUrl).href);
    return text === undefined ? [] : parseRustdocSearchIndex(text, rootUrl);
  },
  // The namespace's folder holds its search index; a page's sidebar links the namespace's index.
  'gi-docgen': async (page, fetchText) => {
    const url = new URL('index.json', page.url).href;
    const text = await fetchText(url);
    return text === undefined ? [] : parseGiDocgenIndex(text, url);
  },
  // `<html data-base="../">` names the site's root, where assets/search.js and its rows' URLs are.
  typedoc: async (page, fetchText) => {
    const base = /<html[^>]*\sdata-base="([^"]*)"/.exec(page.html())?.[1] ?? './';
    const rootUrl = new URL(base, page.url).href;
    const text = await fetchText(new URL('assets/search.js', rootUrl).href);
    return text === undefined ? [] : parseTypedocSearchData(text, rootUrl);
  },
};
