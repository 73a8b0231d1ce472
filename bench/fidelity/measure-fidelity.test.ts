import { describe, expect, it } from 'vitest';
import { measureFidelity } from './measure-fidelity.ts';
import type { FidelitySample } from './samples.ts';

const SAMPLE: FidelitySample = {
  name: 'test',
  packageName: 'none',
  dir: 'none',
  pages: [],
  root: ['div#main'],
  drop: ['a.source'],
  signatures: 'div.sig',
  code: 'div.fragment',
};

const SOURCE = `<html><head><title>T</title></head><body><nav>Home Index</nav><div id="main">
<h1>Button</h1><div class="sig">def click(self)</div><a class="source">source</a>
<div class="fragment"><div class="line">b.click()</div></div>
<details><summary>More</summary><p>collapsed words</p></details>
<p>one two three four</p></div></body></html>`;

describe('measureFidelity', () => {
  it('counts what the extraction kept of the source content, and what it added', () => {
    const kept = measureFidelity(
      SOURCE,
      {
        title: 'Button',
        html: '<h1>Button</h1><div>def click(self)</div><pre><code>b.click()</code></pre><p>one two three four</p><p>Home</p>',
      },
      SAMPLE,
    );
    expect(kept.headings).toEqual({ found: 1, total: 1 });
    expect(kept.signatures).toEqual({ found: 1, total: 1 });
    expect(kept.code).toEqual({ found: 1, total: 1 });
    // Button def click self b click More one two three four; the collapsed words count on no side.
    expect(kept.words).toEqual({ found: 10, total: 11 });
    expect(kept.leaked).toEqual({ found: 1, total: 11 });
  });

  it('counts code that came through as paragraphs as lost', () => {
    const lost = measureFidelity(SOURCE, { title: '', html: '<p>b.click()</p>' }, SAMPLE);
    expect(lost.code).toEqual({ found: 0, total: 1 });
    expect(lost.headings).toEqual({ found: 0, total: 1 });
  });
});
