import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit', () => {
    expect(editDistance('subproccess', 'subprocess', 2)).toBe(1);
    expect(editDistance('delyed', 'delayed', 2)).toBe(1);
    expect(editDistance('asyncoi', 'asyncio', 2)).toBe(1);
    expect(editDistance('serialisation', 'serialization', 2)).toBe(1);
    expect(editDistance('same', 'same', 1)).toBe(0);
  });

  it('stops past the bound, returning bound + 1', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
