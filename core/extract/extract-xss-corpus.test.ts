import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { unpackPage } from '../store/pack-page.ts';
import { CODEC } from '../store/compress.ts';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './content-allowlist.ts';
import { preparePage } from './prepare-page.ts';
import { sanitizeContent } from './sanitize-content.ts';
import { sanitizeTree } from './sanitize-tree.ts';
import { serializeContent } from './serialize-content.ts';
import { XSS_VECTORS } from './testing/xss-vectors.ts';

const PAGE_URL = 'https://docs.example.org/guide/page.html';

/** Where a hostile fragment can sit in a page: in the content, before it, or in the head. */
const PLACEMENTS: ReadonlyArray<readonly [string, (vector: string) => string]> = [
  [
    'in the article',
    (v) => `<html><body><article><h1>T</h1><p>a</p>${v}<p>z</p></article></body></html>`,
  ],
  ['in the body', (v) => `<html><body>${v}<h1>T</h1><p>plain body</p></body></html>`],
  [
    'in the head',
    (v) => `<html><head>${v}</head><body><main><h1>T</h1><p>x</p></main></body></html>`,
  ],
];

/** Tags that run, load, submit or change how the rest is parsed: never stored, allowlist or not. */
const DANGEROUS_TAGS = new Set(
  'script style iframe frame frameset object embed applet base meta link form input button select textarea option svg math template noscript xmp plaintext noembed noframes video audio source picture track bgsound isindex keygen marquee title image use foreignobject'.split(
    ' ',
  ),
);

/** Every way an element can fetch or run something, by attribute: never stored on any element. */
const DANGEROUS_ATTRIBUTE =
  /^(?:on.*|style|srcset|srcdoc|ping|target|name|formaction|action|background|poster|dynsrc|lowsrc|data|codebase|xlink:href|xmlns.*|http-equiv|content)$/;

function elements(html: string): Element[] {
  // An independent read of the stored string: a fresh htmlparser2 parse, not our tree.
  return DomUtils.findAll(() => true, parseDocument(html).children);
}

/** Resolves as a browser would (WHATWG parsing strips tabs, newlines and C0 edges first). */
function scheme(value: string): string | undefined {
  return URL.parse(value, PAGE_URL)?.protocol;
}

/** What a stored page must never hold, with the offending part named. */
function violations(html: string): string[] {
  const found: string[] = [];
  const allowed = new Set(ALLOWED_TAGS);
  for (const el of elements(html)) {
    if (DANGEROUS_TAGS.has(el.name) || !allowed.has(el.name)) found.push(`tag <${el.name}>`);
    const own = new Set([
      ...(ALLOWED_ATTRIBUTES['*'] ?? []),
      ...(ALLOWED_ATTRIBUTES[el.name] ?? []),
    ]);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (DANGEROUS_ATTRIBUTE.test(name) || !own.has(name)) found.push(`${el.name}[${name}]`);
      if (name === 'href' && el.name !== 'a') found.push(`${el.name}[href]`);
      if (
        (name === 'href' || name === 'src') &&
        !['http:', 'https:'].includes(scheme(value) ?? '')
      ) {
        found.push(`${el.name}[${name}=${value}]`);
      }
      // A resolved image must be a web URL the mirror can store, not a scheme-relative host.
      if (name === 'src' && !/^https?:\/\//i.test(value)) found.push(`img[src=${value}]`);
    }
  }
  // The tokenizer's view: every `<` must open or close an allowed tag, so no browser parse of the
  // string can find a tag the tree parse did not.
  for (const match of html.matchAll(/<(\/?)([^\s/>]*)/g)) {
    const name = (match[2] ?? '').toLowerCase();
    if (!allowed.has(name)) found.push(`raw "<${match[1]}${match[2]}"`);
  }
  return found;
}

/** A stored string is a fixed point of the sanitiser: parsing and cleaning it again changes nothing. */
function resanitized(html: string): string {
  const doc = parseDocument(html);
  sanitizeTree(doc);
  return serializeContent(doc);
}

describe('the ingest against known XSS and mutation-XSS vectors', () => {
  it('has a corpus worth the name, and a checker that sees it', () => {
    expect(XSS_VECTORS.length).toBeGreaterThan(100);
    // Unsanitised, nearly every vector is caught; the rest are markup-as-text or comments.
    const caught = XSS_VECTORS.filter((vector) => violations(vector).length > 0);
    expect(caught.length / XSS_VECTORS.length).toBeGreaterThan(0.9);
  });

  for (const [where, page] of PLACEMENTS) {
    it(`stores nothing active from any vector ${where}`, () => {
      const failures: string[] = [];
      for (const vector of XSS_VECTORS) {
        const prepared = preparePage({
          url: PAGE_URL,
          body: new TextEncoder().encode(page(vector)),
        });
        const { html } = unpackPage(CODEC, prepared.packed);
        const bad = violations(html);
        if (bad.length > 0) failures.push(`${vector}\n  → ${html}\n  ✗ ${bad.join(', ')}`);
        if (resanitized(html) !== html) failures.push(`${vector}\n  not a fixed point: ${html}`);
        for (const url of [...prepared.links, ...prepared.images]) {
          if (!/^https?:\/\//.test(url)) failures.push(`${vector}\n  link ${url}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('leaves nothing active through the string sanitiser either (imported bundles)', () => {
    const failures: string[] = [];
    for (const vector of XSS_VECTORS) {
      const html = sanitizeContent(vector);
      const bad = violations(html).filter((v) => !v.startsWith('img[src='));
      if (bad.length > 0) failures.push(`${vector}\n  → ${html}\n  ✗ ${bad.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps markup written as text as text, and the content around a vector', () => {
    const vector =
      '<a href="https://ok.example/" onclick="alert(1)">&lt;script&gt;alert(1)&lt;/script&gt;</a>';
    const prepared = preparePage({
      url: PAGE_URL,
      body: new TextEncoder().encode(PLACEMENTS[0]![1](vector)),
    });
    const { html, texts } = unpackPage(CODEC, prepared.packed);
    expect(html).toBe(
      '<h1 id="t">T</h1><p>a</p><a href="https://ok.example/">&lt;script&gt;alert(1)&lt;/script&gt;</a><p>z</p>',
    );
    expect(texts).toEqual(['a <script>alert(1)</script> z']);
  });
});
