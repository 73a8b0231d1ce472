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
        text: 'os.path.split(path) Split it. term a glossary entry stays in its section',
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
});
