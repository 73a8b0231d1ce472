import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';
import { markHeadingNumbers } from './mark-heading-numbers.ts';
import { serializeContent } from './serialize-content.ts';

// makeinfo 6.8's and DocBook XSL 1.79.2's own builds of the matrix sample (bench/fidelity/matrix).
const BUILDS = join(import.meta.dirname, '../../bench/fidelity/matrix/fixtures');
const extract = (path: string, encoding: BufferEncoding = 'utf8') =>
  extractPage({
    url: `http://127.0.0.1/${path}`,
    html: readFileSync(join(BUILDS, path), encoding),
  });
const headings = (html: string) =>
  [...html.matchAll(/<h[1-6][^>]*>(.*?)<\/h[1-6]>/gs)].map((m) =>
    m[1]!.replace(/<a[^>]*><\/a>/g, ''),
  );

describe('Texinfo, split by chapter', () => {
  it("drops a node's menu of the sections on its own page, and the Next/Up header", () => {
    const page = extract('texinfo/Usage.html');
    expect(page.generator).toBe('texinfo');
    expect(page.html).not.toContain('section-toc');
    expect(page.html).not.toMatch(/Next:|Up:/);
    // The sections it listed are all still there, as headings.
    expect(page.html).toContain('Opening a frame</h3>');
    expect(page.html).toContain('Rendering to a file</h4>');
  });

  it("keeps the top node's menu: it leads to the other pages", () => {
    const page = extract('texinfo/index.html');
    expect(page.html).toContain('class="section-toc"');
    expect(page.html).toMatch(/<a href="[^"]*\/Usage\.html#Usage">Usage<\/a>/);
  });

  it('marks the book’s numbers before the headings, keeping them', () => {
    expect(headings(extract('texinfo/Usage.html').html).slice(0, 3)).toEqual([
      '<span class="section-number">2</span> Usage',
      '<span class="section-number">2.1</span> Opening a frame',
      '<span class="section-number">2.1.1</span> Tile weights',
    ]);
  });
});

describe('DocBook XSL', () => {
  it('marks "Chapter 2." as the book’s number, past the heading’s empty anchor', () => {
    const page = extract('docbook/usage.html', 'latin1');
    expect(headings(page.html)[0]).toBe(
      '<span class="section-number">Chapter\u00a02.</span>\u00a0Usage',
    );
    expect(headings(page.html)[1]).toBe('Opening a frame');
  });
});

describe('heading numbers', () => {
  const marked = (html: string) => {
    const doc = parseDocument(html);
    markHeadingNumbers(doc);
    return serializeContent(doc);
  };

  it('marks section numbers, appendix letters and labels', () => {
    expect(marked('<h2>3.1. An overview</h2>')).toBe(
      '<h2><span class="section-number">3.1.</span> An overview</h2>',
    );
    expect(marked('<h3>A.2. Tools</h3>')).toBe(
      '<h3><span class="section-number">A.2.</span> Tools</h3>',
    );
    expect(marked('<h2>Appendix A GNU Free Documentation License</h2>')).toBe(
      '<h2><span class="section-number">Appendix A</span> GNU Free Documentation License</h2>',
    );
  });

  it('leaves headings that only start like one, and never reaches into code', () => {
    for (const html of [
      '<h2>A frame of tiles</h2>',
      '<h2>Stage 1: the UEFI</h2>',
      '<h2>2024</h2>',
      '<h3><code>3 things</code> to know</h3>',
      '<h3>Chapters and parts</h3>',
    ]) {
      expect(marked(html)).toBe(html);
    }
  });
});
