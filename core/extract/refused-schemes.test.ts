import { render } from 'dom-serializer';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitize-content.ts';
import { sanitizeTree } from './sanitize-tree.ts';

/** Every scheme a page could use to run or load something, none of them on the allowlist. */
const REFUSED = ['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem', 'ftp', 'ws'];

/** How each can be written so a naive check misses it while a browser still reads the scheme. */
function variants(scheme: string): string[] {
  const mixed = [...scheme].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
  const split = (glue: string) => `${scheme.slice(0, 2)}${glue}${scheme.slice(2)}:alert(1)`;
  return [
    `${scheme}:alert(1)`,
    `${mixed}:alert(1)`,
    ` ${scheme}:alert(1)`,
    `   ${scheme}:alert(1)  `,
    `\t${scheme}:alert(1)`,
    `\n${scheme}:alert(1)`,
    `&#x20;${scheme}:alert(1)`,
    `&#1;${scheme}:alert(1)`,
    `&#x1f;${scheme}:alert(1)`,
    `&Tab;${scheme}:alert(1)`,
    `&NewLine;${scheme}:alert(1)`,
    split('\t'),
    split('\n'),
    split('\r'),
    split('&#x09;'),
    split('&#10;'),
    split('&#13;'),
    `${scheme}&colon;alert(1)`,
    `&#${scheme.charCodeAt(0)};${scheme.slice(1)}:alert(1)`,
    `&#x${scheme.charCodeAt(1).toString(16)};`.replace(/^/, scheme[0]!) + `${scheme.slice(2)}:x`,
  ];
}

const VECTORS = REFUSED.flatMap(variants);

function page(value: string): string {
  return `<p><a href="${value}">link</a><img src="${value}" alt="i"></p>`;
}

/** The scheme a browser reads from what the sanitiser kept: the WHATWG parser, as Node ships it. */
function schemesKept(html: string): string[] {
  const elements = DomUtils.findAll(() => true, parseDocument(html).children);
  return elements.flatMap((element: Element) =>
    ['href', 'src']
      .map((name) => element.attribs[name])
      .filter((value): value is string => value !== undefined)
      .map((value) => URL.parse(value, 'https://docs.example/page.html')?.protocol ?? 'invalid')
      .filter((protocol) => protocol !== 'https:' && protocol !== 'http:'),
  );
}

function throughTree(html: string): string {
  const document = parseDocument(html);
  sanitizeTree(document);
  return render(document, { encodeEntities: 'utf8' });
}

describe('refused schemes, read the way a browser reads them', () => {
  it('the matrix really holds what a browser runs: unsanitised, each vector keeps its scheme', () => {
    for (const vector of VECTORS) expect(schemesKept(page(vector)), vector).not.toEqual([]);
  });

  it.each([
    ['an imported page (HTML as a string)', sanitizeContent],
    ['a crawled page (the parsed tree)', throughTree],
  ])('%s keeps no href or src with a refused scheme', (_face, sanitize) => {
    for (const vector of VECTORS) {
      const clean = sanitize(page(vector));
      expect(schemesKept(clean), `${vector} -> ${clean}`).toEqual([]);
      expect(clean, vector).toContain('link');
    }
  });

  it('also refuses a scheme split by a comment, which XML data islands once dropped', () => {
    for (const sanitize of [sanitizeContent, throughTree])
      expect(sanitize(page('java<!-- -->script:alert(1)'))).not.toMatch(/href|src=/);
  });

  it('keeps what is safe: web links, page-relative links, anchors, and a blank a browser ignores', () => {
    for (const sanitize of [sanitizeContent, throughTree]) {
      const clean = sanitize(
        '<a href="https://a.example/x">1</a><a href="guide/x.html">2</a><a href="#part">3</a>' +
          '<a href=" https://b.example/">4</a>',
      );
      expect(clean).toContain('href="https://a.example/x"');
      expect(clean).toContain('href="guide/x.html"');
      expect(clean).toContain('href="#part"');
      expect(clean).toContain('https://b.example/');
    }
  });
});
