import { readdirSync, readFileSync } from 'node:fs';
import { compile } from 'css-select';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compile-rules.ts';
import { parsePage } from './parse-bounded-document.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** Tag-led, attribute-led, id, class, combinators, :has with a combinator inside, and `!=`. */
const RULES = [
  'nav',
  '.headerlink',
  'header:not(:has(h1, h2, h3, h4, h5, h6))',
  'a:has(> .viewcode-link)',
  '[role="navigation"]',
  '[aria-label*="skip to" i]',
  '[style*="display: none" i]',
  '[hidden]',
  '[class*="highlight"]',
  '[id^="__codelineno"]',
  '#searchbox',
  '.rst-content div[role="main"]',
  'div.body[role="main"]',
  'ul > li + li',
  'main [data-content-ref-root]',
  'span ~ em',
  '[lang!="en"]',
  '*[data-x]',
  ':not(p) > code',
  '[data-x$="1"]',
  '[type="TEXT"]',
  '[itemprop="articleBody"]',
  'div.body',
  'div.body[role="main"]',
  'div[itemprop="articleBody"]',
  'nav#searchbox.x',
  'span.n',
  'div.rst-content',
  'a#__codelineno-1-1[id^="__code"]',
  'p.highlight-python',
  'b[lang="FR"]',
  'em, nav',
  'ul\n> li',
];

const PAGE = `<html lang="en"><body>
  <header><span>Site</span></header><header><h2>Kept</h2></header>
  <nav id="searchbox" class="x" role="navigation"><a href="#" aria-label="Skip to content">skip</a></nav>
  <div class="rst-content"><div class="body" role="main" style="DISPLAY: NONE">
    <a class="reference"><span class="viewcode-link">[source]</span></a>
    <a class="deep"><em><span class="viewcode-link">[not a child]</span></em></a><i id="SearchBox"></i>
    <p hidden class="highlight-python notranslate">x</p><pre><code>y</code></pre><p><code>z</code></p>
    <ul><li>one</li><li>two</li></ul><span>s</span><em>e</em><b lang="fr" data-x="1">f</b><input type="text"><div itemprop="articleBody">a</div>
    <a id="__codelineno-1-1"></a><span class="n">n</span><span class=" headerlink ">¶</span>
  </div></div><main><div data-content-ref-root>r</div></main>
</body></html>`;

function verdicts(test: (el: Element) => boolean, elements: readonly Element[]): boolean[] {
  return elements.map((el) => test(el));
}

describe('compileRules', () => {
  it('matches exactly what css-select matches for the whole list, element by element', () => {
    const pages = [
      PAGE,
      ...readdirSync(FIXTURES)
        .filter((name) => name.endsWith('.html'))
        .map((name) => readFileSync(new URL(name, FIXTURES), 'utf8')),
    ];
    const reference = compile<Element, Element>(RULES.join(', '));
    const compiled = compileRules(RULES);
    for (const html of pages) {
      const { elements } = parsePage(html);
      expect(verdicts(compiled, elements)).toEqual(verdicts(reference, elements));
    }
  });

  it('matches each rule alone as css-select does', () => {
    const { elements } = parsePage(PAGE);
    for (const rule of RULES) {
      const expected = verdicts(compile<Element, Element>(rule), elements);
      expect(expected.some(Boolean), `${rule} matches something here`).toBe(true);
      expect(verdicts(compileRules([rule]), elements), rule).toEqual(expected);
    }
  });

  it('matches nothing for an empty substring, prefix or suffix, as css-select does', () => {
    const { elements } = parsePage(PAGE);
    for (const rule of ['[class*=""]', '[class^=""]', '[class$=""]']) {
      expect(verdicts(compile<Element, Element>(rule), elements).some(Boolean), rule).toBe(false);
      expect(verdicts(compileRules([rule]), elements).some(Boolean), rule).toBe(false);
    }
  });
});
