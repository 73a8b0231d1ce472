import { describe, expect, it } from 'vitest';
import { lowerNameAt } from './lower-name-at.ts';

describe('lowerNameAt', () => {
  it('is slice().toLowerCase(), in any case and at any offset', () => {
    const names = [
      'div',
      'DIV',
      'Span',
      'cLaSs',
      'data-url_root',
      'H1',
      'xyzzy',
      'x',
      '',
      'ARIA-Label',
    ];
    for (const name of names) {
      const text = `<${name}>`;
      expect(lowerNameAt(text, 1, 1 + name.length), name).toBe(name.toLowerCase());
    }
  });

  it('folds what toLowerCase folds beyond ASCII, and nothing else', () => {
    // U+212A KELVIN SIGN lower-cases to `k`; U+0130 to two characters.
    for (const name of ['lin\u212A', 'L\u0130NK', 'l\u00ccnk', 'd\u0131v']) {
      expect(lowerNameAt(name, 0, name.length), name).toBe(name.toLowerCase());
    }
  });

  it('hands out one string per known name', () => {
    const a = lowerNameAt('<DIV>', 1, 4);
    const b = lowerNameAt('<div class>', 1, 4);
    expect(a).toBe('div');
    expect(Object.is(a, b)).toBe(true);
  });
});
