import { readdirSync, readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { findElements } from './find-elements.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

describe('findElements', () => {
  it('finds what DomUtils.findAll finds, in the same order', () => {
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.html'))) {
      const doc = parseDocument(readFileSync(new URL(name, FIXTURES), 'utf8'));
      const body = DomUtils.findOne((el) => el.name === 'body', doc.children);
      for (const root of [doc, body ?? doc]) {
        const all = findElements(root, () => true);
        expect(all.length, name).toBeGreaterThan(10);
        expect(all, name).toEqual(DomUtils.findAll(() => true, root));
        const links = (el: { name: string }): boolean => el.name === 'a' || el.name === 'img';
        expect(findElements(root, links), name).toEqual(DomUtils.findAll(links, root));
      }
    }
  });

  it('includes an element root, and no text or comments', () => {
    const doc = parseDocument('<div id="r">a<!-- c --><p>b<em>c</em></p><script>x</script></div>');
    const root = DomUtils.findOne((el) => el.attribs.id === 'r', doc.children);
    const names = findElements(root!, () => true).map((el) => el.name);
    expect(names).toEqual(['div', 'p', 'em', 'script']);
    expect(findElements(doc, () => true).map((el) => el.name)).toEqual(names);
  });
});
