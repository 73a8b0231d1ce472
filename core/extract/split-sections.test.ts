import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { splitSections } from './split-sections.ts';

describe('splitSections', () => {
  it('keeps lead text as a level-0 section and splits at every heading depth', () => {
    const doc = parseDocument(
      '<p>Lead</p><section><h1 id="a">A</h1><p>one</p><p>two</p>' +
        '<section><h3 id="b">B <code>x</code></h3><pre>x = 1\n  y</pre><ul><li>i</li><li>j</li></ul></section></section>',
    );
    expect(splitSections(doc)).toEqual([
      { anchor: '', heading: '', level: 0, text: 'Lead' },
      { anchor: 'a', heading: 'A', level: 1, text: 'one two' },
      { anchor: 'b', heading: 'B x', level: 3, text: 'x = 1 y i j' },
    ]);
  });

  it('omits empty lead text and keeps headings without text', () => {
    const doc = parseDocument('  <h2 id="a">A</h2><h2 id="b">B</h2><p>b&nbsp;text\u200b</p>');
    expect(splitSections(doc)).toEqual([
      { anchor: 'a', heading: 'A', level: 2, text: '' },
      { anchor: 'b', heading: 'B', level: 2, text: 'b text' },
    ]);
  });

  it('gives each Sphinx API entry a section of its own below its heading', () => {
    const doc = parseDocument(
      '<h1 id="mod">os.path</h1><p>Pathname functions.</p>' +
        '<dl class="py function"><dt class="sig sig-object py" id="os.path.join">os.path.join(path, *paths)</dt>' +
        '<dd><p>Join one or more path segments.</p></dd></dl>' +
        '<dl class="py function"><dt id="os.path.split">os.path.split(path)</dt><dd><p>Split it.</p></dd></dl>' +
        '<dl class="simple"><dt id="term">term</dt><dd>a glossary entry stays in its section</dd></dl>',
    );
    expect(splitSections(doc)).toEqual([
      { anchor: 'mod', heading: 'os.path', level: 1, text: 'Pathname functions.' },
      {
        anchor: 'os.path.join',
        heading: 'os.path.join',
        level: 2,
        text: 'os.path.join(path, *paths) Join one or more path segments.',
      },
      {
        anchor: 'os.path.split',
        heading: 'os.path.split',
        level: 2,
        text: 'os.path.split(path) Split it.',
      },
      // The module's text again, after its entries: under the module's anchor and heading.
      {
        anchor: 'mod',
        heading: 'os.path',
        level: 1,
        text: 'term a glossary entry stays in its section',
      },
    ]);
  });

  it("names an entry whose id is made up (options, environment variables) by the entry's own name", () => {
    // As python3.11-doc's json.html and cmdline.html write them.
    const doc = parseDocument(
      '<h2 id="cli">Command line</h2>' +
        '<dl class="std option"><dt class="sig sig-object std" id="cmdoption-json.tool-sort-keys">' +
        '<span class="sig-name descname"><span class="pre">--sort-keys</span></span>' +
        '<span class="sig-prename descclassname"></span></dt><dd><p>Sort the output.</p></dd></dl>' +
        '<dl class="std envvar"><dt class="sig sig-object std" id="envvar-PYTHONPATH">' +
        '<span class="sig-name descname"><span class="pre">PYTHONPATH</span></span></dt>' +
        '<dd><p>Module search path.</p></dd></dl>' +
        '<dl class="std option"><dt class="sig sig-object std" id="cmdoption-unnamed">-x</dt><dd>y</dd></dl>' +
        '<dl class="cpp class"><dt class="sig sig-object cpp" id="_CPPv4N5torch6TensorE">' +
        'class torch::Tensor<a class="headerlink" href="#_CPPv4N5torch6TensorE">¶</a></dt><dd>z</dd></dl>',
    );
    expect(splitSections(doc).map(({ anchor, heading }) => [anchor, heading])).toEqual([
      ['cli', 'Command line'],
      ['cmdoption-json.tool-sort-keys', '--sort-keys'],
      ['envvar-PYTHONPATH', 'PYTHONPATH'],
      // No name marked up: the term as shown, never the made-up id.
      ['cmdoption-unnamed', '-x'],
      ['_CPPv4N5torch6TensorE', 'class torch::Tensor'],
    ]);
  });
  it("gives the text after an entry's list back to the heading that holds the list", () => {
    // As python3.11-doc's copy.html writes it: the explanation follows the last entry.
    const doc = parseDocument(
      '<section id="module-copy"><h1 id="copy">copy — Shallow and deep copy operations</h1>' +
        '<p>Assignment statements do not copy objects.</p>' +
        '<dl class="py exception"><dt class="sig sig-object py" id="copy.Error">exception copy.Error</dt>' +
        '<dd><p>Raised for module specific errors.</p></dd></dl>' +
        '<p>The difference between shallow and deep copying is only relevant for compound objects.</p>' +
        '<section id="see"><h2 id="see-also">See also</h2><p>Module pickle.</p></section></section>',
    );
    const heading = 'copy — Shallow and deep copy operations';
    expect(splitSections(doc)).toEqual([
      { anchor: 'copy', heading, level: 1, text: 'Assignment statements do not copy objects.' },
      {
        anchor: 'copy.Error',
        heading: 'copy.Error',
        level: 2,
        text: 'exception copy.Error Raised for module specific errors.',
      },
      {
        anchor: 'copy',
        heading,
        level: 1,
        text: 'The difference between shallow and deep copying is only relevant for compound objects.',
      },
      { anchor: 'see-also', heading: 'See also', level: 2, text: 'Module pickle.' },
    ]);
  });

  it("gives a class's text after its last method back to the class", () => {
    const doc = parseDocument(
      '<h2 id="api">API</h2>' +
        '<dl class="py class"><dt class="sig sig-object py" id="m.C">class m.C</dt><dd><p>A class.</p>' +
        '<dl class="py method"><dt class="sig sig-object py" id="m.C.f">f()</dt><dd><p>A method.</p></dd></dl>' +
        '<p>Instances also support iteration.</p></dd></dl><p>Module note.</p>',
    );
    expect(splitSections(doc).map(({ anchor, text }) => [anchor, text])).toEqual([
      ['api', ''],
      ['m.C', 'class m.C A class.'],
      ['m.C.f', 'f() A method.'],
      ['m.C', 'Instances also support iteration.'],
      ['api', 'Module note.'],
    ]);
  });

  it("keeps a heading inside an entry's markup as the owner of what follows it", () => {
    const doc = parseDocument(
      '<h2 id="api">API</h2><dl class="py class"><dt class="sig sig-object py" id="m.C">class m.C</dt>' +
        '<dd><p>A class.</p><h3 id="notes">Notes</h3><p>A note.</p></dd></dl><p>After.</p>',
    );
    expect(splitSections(doc).map(({ anchor, text }) => [anchor, text])).toEqual([
      ['api', ''],
      ['m.C', 'class m.C A class.'],
      ['notes', 'A note. After.'],
    ]);
  });

  it("ends a pydoctor member's section with its member block", () => {
    // As twisted-doc's pages write a member, anchors already ids (named-anchors.ts).
    const doc = parseDocument(
      '<h2 id="members">Members</h2><div id="childList">' +
        '<div class="basemethod"><a id="pkg.C.f"></a><a id="f"></a>' +
        '<div class="functionHeader">def f(self):</div><div class="functionBody">Does f.</div></div>' +
        '<p>Trailing words of the list.</p></div>',
    );
    expect(splitSections(doc).map(({ anchor, heading, text }) => [anchor, heading, text])).toEqual([
      ['members', 'Members', ''],
      ['pkg.C.f', 'pkg.C.f', 'def f(self): Does f.'],
      ['members', 'Members', 'Trailing words of the list.'],
    ]);
  });
});
