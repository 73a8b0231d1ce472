/**
 * Real output of each generator that Debian ships prebuilt, and where each page's own content is
 * in its source HTML: the oracle the extracted page is compared with. The roots and the chrome
 * inside them come from reading these files (and /work/shared notes on each generator), not from
 * Folio's own extraction rules, so a rule that drops content shows up here.
 */
export interface FidelitySample {
  /** The generator, as a reader would name it. */
  name: string;
  /** The Debian package that installs the pages (`apt-get install <package>`). */
  packageName: string;
  /** Folder under /usr/share/doc. */
  dir: string;
  pages: readonly string[];
  /** Where the page's content is in the source: the first selector that matches. */
  root: readonly string[];
  /** Chrome inside that root: navigation, search boxes, "source" links. */
  drop: readonly string[];
  /** API signatures: each must come through whole. */
  signatures?: string;
  /** Code blocks besides `pre` (Doxygen writes a div per line). */
  code?: string;
  /** Headings that are not h1–h6 (Doxygen's title is a div). */
  headings?: string;
}

export const FIDELITY_SAMPLES: readonly FidelitySample[] = [
  {
    name: 'Sphinx (python docs theme)',
    packageName: 'python3.11-doc',
    dir: 'python3.11/html',
    pages: [
      'library/os.html',
      'library/json.html',
      'tutorial/classes.html',
      'library/functions.html',
    ],
    root: ['div.body[role="main"]'],
    drop: ['a.headerlink'],
    signatures: 'dl[class] > dt[id]',
  },
  {
    name: 'Sphinx (sphinx-book-theme)',
    packageName: 'python-dask-doc',
    dir: 'python-dask-doc/html',
    pages: ['array.html', 'array-api.html', 'dataframe-best-practices.html', 'delayed.html'],
    root: ['div#main-content > div'],
    drop: ['a.headerlink', 'div.prev-next-bottom'],
    signatures: 'dl[class] > dt[id]',
  },
  {
    name: 'MkDocs (mkdocs theme)',
    packageName: 'mkdocs-doc',
    dir: 'mkdocs/html',
    pages: [
      'user-guide/writing-your-docs.html',
      'user-guide/configuration.html',
      'user-guide/installation.html',
      'index.html',
    ],
    root: ['div.col-md-9[role="main"]'],
    drop: ['a.headerlink'],
  },
  {
    name: 'mdBook',
    packageName: 'rust-doc',
    dir: 'rust-doc/html/book',
    pages: ['ch03-02-data-types.html', 'ch08-03-hash-maps.html', 'ch10-02-traits.html'],
    root: ['div#content > main'],
    drop: [],
  },
  {
    name: 'rustdoc',
    packageName: 'rust-doc',
    dir: 'rust-doc/html',
    pages: [
      'std/collections/struct.HashMap.html',
      'std/vec/struct.Vec.html',
      'std/option/enum.Option.html',
      'std/fs/index.html',
      'std/fs/fn.read_to_string.html',
    ],
    root: ['section#main-content'],
    drop: ['a.anchor', 'a.srclink', '.rightside', '.out-of-band', 'summary.hideme'],
    signatures: '.code-header',
  },
  {
    name: 'Javadoc (JDK 11)',
    packageName: 'junit4-doc',
    dir: 'junit4-doc/javadoc_40',
    pages: [
      'org/junit/Assert.html',
      'org/junit/Test.html',
      'org/junit/runner/JUnitCore.html',
      'org/junit/package-summary.html',
    ],
    root: ['main[role="main"]', 'div.contentContainer'],
    drop: [],
    signatures: 'li.blockList > pre',
  },
  {
    name: 'Doxygen',
    packageName: 'libeigen3-doc',
    dir: 'libeigen3-dev/html',
    pages: [
      'classEigen_1_1JacobiSVD.html',
      'GettingStarted.html',
      'group__TutorialMatrixClass.html',
      'group__QuickRefPage.html',
    ],
    root: ['div#doc-content'],
    drop: [
      '#MSearchSelectWindow',
      '#MSearchResultsWindow',
      'div.summary',
      'div.ingroups',
      '#nav-path',
      'script',
      // Hover tooltips, hidden until a symbol in a code block is pointed at.
      'div.ttc',
    ],
    signatures: 'div.memproto',
    code: 'div.fragment',
    headings: 'div.headertitle > div.title',
  },
  {
    name: 'pydoctor',
    packageName: 'twisted-doc',
    dir: 'twisted-doc/html/api',
    pages: [
      'twisted.protocols.basic.LineReceiver.html',
      'twisted.internet.defer.Deferred.html',
      'twisted.internet.defer.html',
    ],
    root: ['div#main'],
    drop: [
      'div#current-docs-container',
      'div#search-results-container',
      'div#showPrivate',
      'a.sourceLink',
      'a.headerLink',
    ],
    signatures: 'div.functionHeader',
  },
  {
    name: 'gi-docgen',
    packageName: 'libgtk-4-doc',
    dir: 'libgtk-4-doc/gtk4',
    pages: [
      'class.Button.html',
      'getting_started.html',
      'method.Button.set_label.html',
      'class.Widget.html',
    ],
    root: ['section#main'],
    drop: ['section#search', 'a.anchor', 'a.srclink'],
    signatures: 'div.docblock.c-decl',
  },
  {
    name: 'gtk-doc',
    packageName: 'libtasn1-doc',
    dir: 'libtasn1-doc/reference',
    pages: ['libtasn1-libtasn1.html', 'index.html'],
    root: ['div.refentry', 'div.book'],
    drop: [],
    signatures: 'div.refsect2 > pre.programlisting',
  },
  {
    name: 'DocBook XSL',
    packageName: 'debian-reference-en',
    dir: 'debian-reference-en/docs',
    pages: ['ch03.en.html', 'ch05.en.html', 'ch01.en.html', 'index.en.html'],
    root: ['div.chapter', 'div.book', 'div.appendix', 'div.preface'],
    drop: ['div.navheader', 'div.navfooter'],
  },
  {
    name: 'Texinfo',
    packageName: 'octave-doc',
    dir: 'octave/octave.html',
    pages: [
      'Basic-Vectorization.html',
      'Broadcasting.html',
      'Creating-Cell-Arrays.html',
      'A-Sample-Function-Description.html',
    ],
    root: [
      'div.chapter',
      'div.section',
      'div.subsection',
      'div.subsubsection',
      'div.appendix',
      'div.top',
    ],
    drop: ['div.header', 'hr'],
    signatures: 'dt',
  },
];
