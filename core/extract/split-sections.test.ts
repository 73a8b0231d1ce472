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
});
