import type { Generator } from '../../core/extract/generator-profiles.ts';

/**
 * What bench:fidelity asks of each whole site once it is mirrored: judged queries, each with the
 * page a reader would want among the first three hits (written before the bench was first run,
 * from the sites' own pages, not from Folio's answers), and where the site's own navigation is,
 * read from its HTML by the bench itself (nav-order.ts), not by Folio's extraction.
 */
export interface SiteCheck {
  /** The sample's name in samples.ts. */
  sample: string;
  /** The site's folder under /usr/share/doc, served as the site's root. */
  root: string;
  /** The page the docset starts from, inside the root. */
  entry: string;
  queries: ReadonlyArray<{ query: string; page: string }>;
  /**
   * The generator whose by-products (core/extract/generator-by-products.ts) the site's navigation
   * links: those pages are skipped on purpose, so the nav order does not count them as lost.
   */
  byProductsOf?: Generator;
  /** The site's own navigation: the links `links` matches in `page`, in document order. */
  nav:
    | { page: string; links: string }
    /** Doxygen's tree view, drawn by script from navtreedata.js and its per-entry files. */
    | { doxygenNavtree: string };
}

export const SITE_CHECKS: readonly SiteCheck[] = [
  {
    sample: 'Sphinx (python docs theme)',
    root: 'python3.11/html',
    entry: 'index.html',
    queries: [
      { query: 'os.path.join', page: 'library/os.path.html' },
      { query: 'json.dumps', page: 'library/json.html' },
      { query: 'list comprehensions', page: 'tutorial/datastructures.html' },
      { query: 'subprocess.run', page: 'library/subprocess.html' },
    ],
    nav: { page: 'contents.html', links: 'div.body li.toctree-l1 > a' },
  },
  {
    sample: 'Sphinx (sphinx-book-theme)',
    root: 'python-dask-doc/html',
    entry: 'index.html',
    queries: [
      { query: 'dask.array.from_array', page: 'generated/dask.array.from_array.html' },
      { query: 'delayed', page: 'delayed.html' },
      { query: 'dataframe best practices', page: 'dataframe-best-practices.html' },
      { query: 'scheduling', page: 'scheduling.html' },
    ],
    nav: { page: 'index.html', links: 'nav#bd-docs-nav li.toctree-l1 > a' },
  },
  {
    sample: 'MkDocs (mkdocs theme)',
    root: 'mkdocs/html',
    entry: 'index.html',
    queries: [
      { query: 'installation', page: 'user-guide/installation.html' },
      { query: 'nav configuration', page: 'user-guide/configuration.html' },
      { query: 'customizing your theme', page: 'user-guide/customizing-your-theme.html' },
      { query: 'deploying', page: 'user-guide/deploying-your-docs.html' },
    ],
    nav: { page: 'index.html', links: 'div#navbar-collapse > ul.navbar-nav:not(.ml-auto) a[href]' },
  },
  {
    sample: 'mdBook',
    root: 'rust-doc/html/book',
    entry: 'index.html',
    queries: [
      { query: 'hash maps', page: 'ch08-03-hash-maps.html' },
      { query: 'traits', page: 'ch10-02-traits.html' },
      { query: 'what is ownership', page: 'ch04-01-what-is-ownership.html' },
      { query: 'closures', page: 'ch13-01-closures.html' },
    ],
    nav: { page: 'index.html', links: 'nav#sidebar ol.chapter a[href]' },
  },
  {
    sample: 'rustdoc',
    root: 'rust-doc/html',
    entry: 'std/index.html',
    queries: [
      { query: 'HashMap', page: 'std/collections/struct.HashMap.html' },
      { query: 'Vec', page: 'std/vec/struct.Vec.html' },
      { query: 'Option', page: 'std/option/enum.Option.html' },
      { query: 'read_to_string', page: 'std/fs/fn.read_to_string.html' },
    ],
    nav: { page: 'std/index.html', links: 'section#main-content div.item-table div.item-left > a' },
  },
  {
    sample: 'Javadoc (JDK 11)',
    root: 'junit4-doc/javadoc_40',
    entry: 'index.html',
    queries: [
      { query: 'assertEquals', page: 'org/junit/Assert.html' },
      { query: 'JUnitCore', page: 'org/junit/runner/JUnitCore.html' },
      { query: 'Rule', page: 'org/junit/Rule.html' },
      { query: 'Ignore', page: 'org/junit/Ignore.html' },
    ],
    nav: { page: 'index.html', links: 'main a[href$="package-summary.html"]' },
  },
  {
    sample: 'Doxygen',
    root: 'libeigen3-dev/html',
    entry: 'index.html',
    queries: [
      { query: 'JacobiSVD', page: 'classEigen_1_1JacobiSVD.html' },
      { query: 'The Matrix class', page: 'group__TutorialMatrixClass.html' },
      { query: 'quick reference guide', page: 'group__QuickRefPage.html' },
      { query: 'getting started', page: 'GettingStarted.html' },
    ],
    nav: { doxygenNavtree: 'navtreedata.js' },
  },
  {
    sample: 'pydoctor',
    root: 'twisted-doc/html/api',
    entry: 'index.html',
    queries: [
      { query: 'LineReceiver', page: 'twisted.protocols.basic.LineReceiver.html' },
      { query: 'Deferred', page: 'twisted.internet.defer.Deferred.html' },
      { query: 'inlineCallbacks', page: 'twisted.internet.defer.html' },
      { query: 'twisted.internet.defer', page: 'twisted.internet.defer.html' },
    ],
    nav: { page: 'moduleIndex.html', links: 'ul#summaryTree a[href]' },
  },
  {
    sample: 'gi-docgen',
    root: 'libgtk-4-doc/gtk4',
    entry: 'index.html',
    queries: [
      { query: 'Gtk.Button', page: 'class.Button.html' },
      { query: 'gtk_button_set_label', page: 'method.Button.set_label.html' },
      { query: 'Getting Started with GTK', page: 'getting_started.html' },
      { query: 'GtkWidget', page: 'class.Widget.html' },
    ],
    // The namespace page: its extra documentation, then each kind's symbols (classes, interfaces…).
    nav: {
      page: 'index.html',
      links: 'section#main div.docblock li > a[href], section#main div.docblock a.symbol[href]',
    },
  },
  {
    sample: 'gtk-doc',
    root: 'libtasn1-doc/reference',
    entry: 'index.html',
    queries: [
      { query: 'asn1_create_element', page: 'libtasn1-libtasn1.html' },
      { query: 'asn1_der_coding', page: 'libtasn1-libtasn1.html' },
    ],
    // Its table of contents ends with the API index pages, which a sync skips as by-products.
    byProductsOf: 'gtk-doc',
    nav: { page: 'index.html', links: 'div.toc a[href]' },
  },
  {
    sample: 'DocBook XSL',
    root: 'debian-reference-en/docs',
    entry: 'index.en.html',
    queries: [
      { query: 'system initialization', page: 'ch03.en.html' },
      { query: 'network setup', page: 'ch05.en.html' },
      { query: 'GNU/Linux tutorials', page: 'ch01.en.html' },
      { query: 'Debian package management', page: 'ch02.en.html' },
    ],
    nav: { page: 'index.en.html', links: 'div.toc a[href]' },
  },
  {
    sample: 'Texinfo',
    root: 'octave/octave.html',
    entry: 'index.html',
    queries: [
      { query: 'broadcasting', page: 'Broadcasting.html' },
      { query: 'creating cell arrays', page: 'Creating-Cell-Arrays.html' },
      { query: 'basic vectorization', page: 'Basic-Vectorization.html' },
      { query: 'while statement', page: 'The-while-Statement.html' },
    ],
    nav: { page: 'index.html', links: 'div.contents a[href]' },
  },
];
