import { describe, expect, it } from 'vitest';
import { findWords } from './make-snippet.ts';
import { shareHeld } from './share-held.ts';

describe('shareHeld', () => {
  const share = shareHeld([
    { term: 'loop', idf: 3 },
    { term: 'lists', idf: 1 },
    { term: 'read-only', idf: 4 },
  ]);

  it('counts each term once, by its stem, over the words asked', () => {
    const text = 'Looping over lists: loop, loop, loop.';
    const words = findWords(text);
    expect(share(text, words, 0, words.starts.length)).toBeCloseTo(4 / 8);
    expect(share(text, words, 0, 1)).toBeCloseTo(3 / 8);
    expect(share(text, words, 2, 3)).toBeCloseTo(1 / 8);
  });

  it('holds nothing of a term running text cannot tell, or of an empty question', () => {
    const text = 'a read only attribute';
    expect(share(text, findWords(text), 0, 4)).toBe(0);
    expect(shareHeld([])(text, findWords(text), 0, 4)).toBe(0);
  });
});
