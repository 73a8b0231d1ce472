import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.ts';

const markdown = (html: string) => htmlToMarkdown(html, { links: true });
const text = (html: string) => htmlToMarkdown(html, { links: false });

describe('Markdown for agents', () => {
  it('writes a link in code as a link around code, not as code showing the link', () => {
    expect(
      markdown('<p>Returns a <code><a href="struct.HashMap.html">HashMap</a></code>.</p>'),
    ).toBe('Returns a [`HashMap`](struct.HashMap.html).');
    expect(markdown('<p><code>Option&lt;<a href="enum.T.html">T</a>&gt;</code></p>')).toBe(
      '`Option<`[`T`](enum.T.html)`>`',
    );
    // pydoctor's qualified names: code in code, one link per part.
    expect(
      markdown(
        '<h1><code><code><a href="twisted.html">twisted</a></code>.<code><a href="twisted.web.html">web</a></code></code></h1>',
      ),
    ).toBe('# [`twisted`](twisted.html)`.`[`web`](twisted.web.html)');
    expect(markdown('<code><a href="javascript:alert(1)">x</a></code>')).toBe('`x`');
    expect(text('<p><code><a href="a.html">HashMap</a></code></p>')).toBe('`HashMap`');
  });

  it('writes a callout as a quote led by its title', () => {
    expect(
      markdown(
        '<div class="admonition note"><p class="admonition-title">Note</p><p>All functions raise <code>OSError</code>.</p><p>Even this one.</p></div>',
      ),
    ).toBe('> **Note:** All functions raise `OSError`.\n>\n> Even this one.');
    // DocBook: the title is a heading, which must not open a section of its own.
    expect(
      markdown('<div class="warning"><h3 class="title">Warning</h3><p>Back up first.</p></div>'),
    ).toBe('> **Warning:** Back up first.');
    expect(
      markdown('<details class="tip"><summary>Try it</summary><pre>x = 1</pre></details>'),
    ).toBe('> **Try it:**\n>\n> ```\n> x = 1\n> ```');
    expect(
      text(
        '<div class="admonition seealso"><p class="admonition-title">See also</p><p>os.path</p></div>',
      ),
    ).toBe('> See also: os.path');
    // DocBook XSL's graphical callouts: icon, title and text in a table.
    expect(
      markdown(
        '<div class="tip"><table><tr><td rowspan="2"><img alt="[Tip]" src="tip.png"></td><th>Tip</th></tr><tr><td><p>Remove <code>quiet</code>.</p></td></tr></table></div>',
      ),
    ).toBe('> **Tip:** Remove `quiet`.');
    // A div that only shares a class name with a callout is left alone.
    expect(markdown('<div class="note">plain</div>')).toBe('plain');
  });

  it('keeps a definition under its term, and numpydoc’s name : type separator', () => {
    expect(
      markdown(
        '<dl class="simple"><dt><strong>x</strong><span class="classifier">array_like</span></dt><dd><p>Input array.</p><p>Any shape.</p></dd></dl>',
      ),
    ).toBe('**x** : array_like\n: Input array.\n\n  Any shape.');
  });

  it('keeps a rustdoc signature the heading, its where-clause on lines of their own', () => {
    expect(
      markdown(
        '<h4 class="code-header">pub fn retain&lt;F&gt;(&amp;mut self, f: F) <span class="where fmt-newline">where<br>&nbsp;&nbsp;&nbsp;&nbsp;F: <a href="trait.FnMut.html">FnMut</a>(&amp;K) -&gt; bool,<br>&nbsp;&nbsp;&nbsp;&nbsp;K: Eq,&nbsp;</span></h4><p>Retains.</p>',
      ),
    ).toBe(
      '#### pub fn retain\\<F>(&mut self, f: F)\nwhere  \n    F: [FnMut](trait.FnMut.html)(&K) -> bool,  \n    K: Eq,\n\nRetains.',
    );
  });
});
