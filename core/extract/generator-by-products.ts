import type { Generator } from './generator-profiles.ts';

/**
 * What each documentation generator writes beside its pages that is no page of its own: source
 * listings, cross-reference and usage indexes, whole-book copies, search-result fragments. Crawled,
 * they outnumber the pages (Javadoc's `src-html/` and `class-use/`, Doxygen's `*_source.html`) and
 * outrank them in search (mdBook's `print.html` holds every chapter's words at once).
 *
 * Keyed by the generator name extraction detects, so a rule applies only to a docset built by that
 * generator: `print.html` or `src/` are ordinary pages elsewhere. Sphinx's by-products are not
 * here: their names are distinctive enough that the scope skips them on every site.
 */
export interface ByProductRule {
  /** What these files are, as the sync reports them. */
  what: string;
  /** A path segment (directory) anywhere in the URL. */
  segments?: readonly string[];
  /** The last path segment (file name), matched whole. */
  file?: RegExp;
  /** The URL path below the origin, for rules that need more than one segment. */
  path?: RegExp;
  /** The query string, without its `?`. */
  query?: RegExp;
}

export const GENERATOR_BY_PRODUCTS: Readonly<Partial<Record<Generator, readonly ByProductRule[]>>> =
  {
    javadoc: [
      { what: 'Javadoc source listing', segments: ['src-html'] },
      { what: 'Javadoc usage index', segments: ['class-use', 'index-files'] },
      {
        // Generated listings that repeat the class pages' summaries, alphabetically or as a tree;
        // `constant-values` and `serialized-form` are kept: they hold what no class page says.
        what: 'Javadoc index',
        file: /^(index-all|allclasses(-index|-frame|-noframe)?|allpackages-index|overview-tree|package-tree|overview-frame|package-frame|deprecated-list|help-doc|search)\.html$/,
      },
    ],
    doxygen: [
      // `Matrix_8h_source.html`: `_8` is Doxygen's spelling of the file name's dot.
      { what: 'Doxygen source listing', file: /_source\.html$/ },
      { what: 'Doxygen directory page', file: /^dir_[0-9a-f]{32}\.html$/ },
      { what: 'Doxygen member list', file: /-members\.html$/ },
      // Pages of the in-browser search, one per letter and kind.
      { what: 'Doxygen search results', segments: ['search'] },
      {
        what: 'Doxygen index',
        file: /^(graph_legend|classes|functions(_[a-z0-9]+)*|globals(_[a-z0-9]+)*|namespacemembers(_[a-z0-9]+)*)\.html$/,
      },
    ],
    mdbook: [
      { what: 'mdBook whole-book copy', file: /^print\.html$/ },
      { what: 'mdBook navigation frame', file: /^toc\.html$/ },
      { what: 'mdBook not-found page', file: /^404\.html$/ },
    ],
    rustdoc: [
      { what: 'rustdoc source listing', path: /\/src\/.+\.rs\.html$/ },
      { what: 'rustdoc index', file: /^(all|settings|help)\.html$/ },
      { what: 'rustdoc implementors list', segments: ['implementors'] },
    ],
    pydoctor: [
      // The module tree (moduleIndex.html) is the docset's navigation, read as such, not a page.
      {
        what: 'pydoctor index',
        file: /^(nameIndex|classIndex|moduleIndex|undoccedSummary|all-documents)\.html$/,
      },
    ],
    mkdocs: [{ what: 'MkDocs not-found page', file: /^404\.html$/ }],
    texinfo: [{ what: 'Texinfo index', file: /^([A-Za-z0-9_]+-)?Index\.html$/ }],
    'gtk-doc': [
      { what: 'gtk-doc index', file: /^(api-index-[a-z0-9.-]+|deprecated-api-index)\.html$/ },
    ],
    // Docsify links each section of a page as the page with `?id=section`: an anchor, not a page.
    docsify: [{ what: 'Docsify section link', query: /(^|&)id=/ }],
    haddock: [
      { what: 'Haddock source listing', segments: ['src'] },
      { what: 'Haddock index', file: /^doc-index(-[A-Za-z0-9%]+)?\.html$/ },
    ],
  };

/**
 * Why `url` is a by-product of one of `generators` (the ones the docset's pages were built with),
 * or undefined when it is a page to crawl.
 */
export function byProductOf(url: string, generators: Iterable<string>): string | undefined {
  let path: string;
  let query: string;
  try {
    ({ pathname: path, search: query } = new URL(url));
  } catch {
    return undefined;
  }
  const segments = path.split('/').filter((s) => s !== '');
  const file = path.endsWith('/') ? '' : (segments.pop() ?? '');
  for (const generator of generators) {
    for (const rule of GENERATOR_BY_PRODUCTS[generator as Generator] ?? []) {
      if (
        rule.segments?.some((s) => segments.includes(s)) ||
        (rule.file !== undefined && rule.file.test(file)) ||
        (rule.path !== undefined && rule.path.test(path)) ||
        (rule.query !== undefined && rule.query.test(query.slice(1)))
      ) {
        return rule.what;
      }
    }
  }
  return undefined;
}
