import { describe, expect, it } from 'vitest';
import { assignHeadingAnchors } from './assign-heading-anchors.ts';
import { runStep } from './testing/run-step.ts';

describe('assignHeadingAnchors', () => {
  it('keeps a heading id', () => {
    expect(runStep(assignHeadingAnchors, '<h2 id="own">A</h2>')).toBe('<h2 id="own">A</h2>');
  });

  it('moves the id of the section the heading opens onto the heading (Sphinx, Quarto)', () => {
    const html = '<section id="usage"><span id="label"></span>\n<h2>Usage</h2><p>x</p></section>';
    expect(runStep(assignHeadingAnchors, html)).toBe(
      '<section><span id="label"></span>\n<h2 id="usage">Usage</h2><p>x</p></section>',
    );
    const div = '<div class="section" id="a"><h1>A</h1></div>';
    expect(runStep(assignHeadingAnchors, div)).toBe('<div class="section"><h1 id="a">A</h1></div>');
  });

  it('does not take the id of a section the heading does not open', () => {
    const html = '<section id="s"><p>Intro</p><h3>Inner</h3></section>';
    expect(runStep(assignHeadingAnchors, html)).toContain('<h3 id="inner">');
    expect(runStep(assignHeadingAnchors, html)).toContain('<section id="s">');
  });

  it('takes the fragment of a permalink inside the heading', () => {
    const html = '<h2>Setup<a class="headerlink" href="#set-up%20now">¶</a></h2>';
    expect(runStep(assignHeadingAnchors, html)).toContain('<h2 id="set-up now">');
  });

  it('slugs headings without any anchor, unique within the page and against existing ids', () => {
    const html =
      '<p id="install">x</p><h2>Install</h2><h2>Install</h2><h3>Café 安装</h3><h4>¶</h4>';
    const out = runStep(assignHeadingAnchors, html);
    expect(out).toContain('<h2 id="install-1">');
    expect(out).toContain('<h2 id="install-2">');
    expect(out).toContain('<h3 id="café-安装">');
    expect(out).toContain('<h4 id="section">');
  });

  it('renames a duplicated heading id so each section has its own anchor', () => {
    const out = runStep(assignHeadingAnchors, '<h2 id="a">One</h2><h2 id="a">Two</h2>');
    expect(out).toBe('<h2 id="a">One</h2><h2 id="two">Two</h2>');
  });
});
