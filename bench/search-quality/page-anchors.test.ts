import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAnchors } from './page-anchors.ts';

describe('pageAnchors', () => {
  const root = mkdtempSync(join(tmpdir(), 'folio-anchors-'));
  writeFileSync(
    join(root, 'p.html'),
    `<section id="top"><h1>T</h1>
      <section id="files"><span id="tut-files"></span><h2>Files</h2>
        <p><span id="index-3"></span>text</p>
        <dl><dt id="open">open()</dt><dd>x</dd></dl>
      </section>
      <section id="next"><h2>Next</h2></section>
    </section>`,
  );
  const anchors = pageAnchors(root);

  it('maps labels and index entries to their section, and keeps API entries apart', () => {
    expect(anchors.sameSection('p.html', 'tut-files')).toBe('files');
    expect(anchors.sameSection('p.html', 'index-3')).toBe('files');
    expect(anchors.sameSection('p.html', 'open')).toBe('open');
    expect(anchors.sameSection('p.html', 'next')).toBe('next');
  });

  it('reads the top section as the page itself', () => {
    expect(anchors.sameSection('p.html', 'top')).toBe('');
  });

  it('knows which ids exist', () => {
    expect(anchors.has('p.html', 'open')).toBe(true);
    expect(anchors.has('p.html', 'nope')).toBe(false);
    expect(anchors.has('missing.html', '')).toBe(false);
  });
});
