import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './plain-text.ts';

/** What collapseWhitespace has always meant: every run of `\s` becomes one space. */
function reference(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every character `\s` matches, and some it does not. */
const BLANKS = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u200c',
  '\u200d',
];

describe('collapseWhitespace', () => {
  it('makes every run of whitespace one space, as \\s+ does, and trims', () => {
    const samples = ['', 'a', ' a ', 'a b', 'a  b', 'os.path.join()'];
    for (const first of BLANKS) {
      for (const second of ['', ...BLANKS]) {
        samples.push(
          `a${first}${second}b`,
          `${first}a${second}`,
          `${first}${second}`,
          `a ${first}b`,
        );
      }
    }
    for (const text of samples)
      expect(collapseWhitespace(text), JSON.stringify(text)).toBe(reference(text));
  });
});
