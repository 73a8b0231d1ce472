import { describe, expect, it } from 'vitest';
import { byProductOf } from './generator-by-products.ts';

const at = (path: string) => `http://127.0.0.1:8000/${path}`;

/** Paths as Debian's -doc packages ship them (under /usr/share/doc; see each case). */
describe('byProductOf', () => {
  it.each([
    // junit4-doc: javadoc_40/
    ['javadoc', 'src-html/org/junit/Assert.html', 'Javadoc source listing'],
    ['javadoc', 'org/junit/class-use/Assert.html', 'Javadoc usage index'],
    ['javadoc', 'index-all.html', 'Javadoc index'],
    ['javadoc', 'allclasses-index.html', 'Javadoc index'],
    ['javadoc', 'org/junit/package-tree.html', 'Javadoc index'],
    // libeigen3-doc: libeigen3-dev/html/
    ['doxygen', 'AVX512_2Complex_8h_source.html', 'Doxygen source listing'],
    ['doxygen', 'unsupported/AVX_2BesselFunctions_8h_source.html', 'Doxygen source listing'],
    ['doxygen', 'dir_012fb4f34f7afd46bc488cd7f838564d.html', 'Doxygen directory page'],
    ['doxygen', 'classEigen_1_1Matrix-members.html', 'Doxygen member list'],
    ['doxygen', 'search/all_0.html', 'Doxygen search results'],
    ['doxygen', 'graph_legend.html', 'Doxygen index'],
    // rust-doc: rust-doc/html/
    ['mdbook', 'book/print.html', 'mdBook whole-book copy'],
    ['rustdoc', 'src/std/collections/hash/map.rs.html', 'rustdoc source listing'],
    ['rustdoc', 'std/all.html', 'rustdoc index'],
    // twisted-doc: twisted-doc/html/api/
    ['pydoctor', 'api/nameIndex.html', 'pydoctor index'],
    ['pydoctor', 'api/moduleIndex.html', 'pydoctor index'],
    // Docsify (history router), as rendered by docsify@4.13.1: a section of the page, by query.
    ['docsify', 'guide?id=checkpoints', 'Docsify section link'],
    ['docsify', '?lang=en&id=install', 'Docsify section link'],
  ])('%s: %s is a by-product (%s)', (generator, path, what) => {
    expect(byProductOf(at(path), [generator])).toBe(what);
  });

  it.each([
    ['javadoc', 'org/junit/Assert.html'],
    ['javadoc', 'org/junit/package-summary.html'],
    ['javadoc', 'constant-values.html'],
    ['javadoc', 'overview-summary.html'],
    ['doxygen', 'classEigen_1_1Matrix.html'],
    ['doxygen', 'classEigen_1_1JacobiSVD.html'],
    ['doxygen', 'group__QuickRefPage.html'],
    ['doxygen', 'annotated.html'],
    ['mdbook', 'book/ch01-00-getting-started.html'],
    ['rustdoc', 'std/collections/struct.HashMap.html'],
    ['rustdoc', 'std/index.html'],
    ['pydoctor', 'api/twisted.protocols.basic.LineReceiver.html'],
    ['docsify', 'guide'],
    ['docsify', 'guide?grid=2'],
  ])('%s: %s is a page', (generator, path) => {
    expect(byProductOf(at(path), [generator])).toBeUndefined();
  });

  it('applies a rule only to the generator that writes such files', () => {
    // A print page, a src/ folder and a search/ folder are ordinary pages on other sites.
    for (const path of ['print.html', 'src/lib.rs.html', 'search/all_0.html', 'x_source.html']) {
      expect(byProductOf(at(path), ['sphinx', 'generic'])).toBeUndefined();
    }
    expect(byProductOf(at('book/print.html'), ['rustdoc', 'mdbook'])).toBe(
      'mdBook whole-book copy',
    );
  });

  it('reads only the path: a query or fragment does not hide a by-product', () => {
    expect(byProductOf(at('src-html/org/junit/Assert.html#line.42'), ['javadoc'])).toBeDefined();
    expect(byProductOf('not a url', ['javadoc'])).toBeUndefined();
  });
});
