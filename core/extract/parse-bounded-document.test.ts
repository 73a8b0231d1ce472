import { readdirSync, readFileSync } from 'node:fs';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { PageTooComplex } from './page-budget.ts';
import { parsePage } from './parse-bounded-document.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

describe('parsePage', () => {
  it('lists every element in the order a depth-first walk finds them', () => {
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.html'))) {
      const { doc, elements } = parsePage(readFileSync(new URL(name, FIXTURES), 'utf8'));
      expect(elements.length, name).toBeGreaterThan(10);
      expect(elements, name).toEqual(DomUtils.findAll(() => true, doc));
    }
  });

  it('lists the elements the parser implies and the ones it closes early', () => {
    const { doc, elements } = parsePage('<table><td>a<p>b<div>c</table><br></br><svg><a/></svg>');
    expect(elements.map((el) => el.name)).toEqual(
      DomUtils.findAll(() => true, doc).map((el) => el.name),
    );
    expect(elements.map((el) => el.name)).toContain('br');
  });

  it('refuses the element past the budget, and not the one at it', () => {
    const budget = { maxDepth: 10, maxElements: 3 };
    expect(parsePage('<p></p><p></p><p></p>', budget).elements).toHaveLength(3);
    expect(() => parsePage('<p></p><p></p><p></p><p></p>', budget)).toThrow(PageTooComplex);
    const shallow = { maxDepth: 3, maxElements: 100 };
    expect(parsePage('<div><div><div></div></div></div>', shallow).elements).toHaveLength(3);
    expect(() => parsePage('<div><div><div><div>', shallow)).toThrow(/nested more than 3/);
  });
});
