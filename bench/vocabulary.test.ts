import { describe, expect, it } from 'vitest';
import { benchQueries } from './bench-queries.ts';
import {
  codeNames,
  domainWords,
  functionWords,
  generalWords,
  rare,
  rareFrom,
  vocabulary,
  vocabularySize,
} from './vocabulary.ts';

const rank = (word: string) => vocabulary.indexOf(word);

describe('vocabulary', () => {
  it('ranks about 20,000 distinct [a-z0-9] word types, the same on every load', () => {
    expect(vocabulary).toHaveLength(vocabularySize);
    expect(vocabularySize).toBeGreaterThanOrEqual(10_000);
    expect(new Set(vocabulary).size).toBe(vocabulary.length);
    for (const word of vocabulary) expect(word).toMatch(/^[a-z0-9]+$/);
    // Pinned so that bench queries naming tail words keep their frequency.
    expect(vocabulary.slice(3000, 3003)).toEqual(['diogu', 'kapring', 'kigrear']);
  });

  it('puts function words first, domain words at ranks 30–600 and rare words in the tail', () => {
    expect(vocabulary.slice(0, functionWords.length)).toEqual(functionWords);
    const ranks = domainWords.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBeGreaterThanOrEqual(29);
    expect(ranks[0]).toBeLessThan(35);
    expect(ranks.at(-1)).toBeLessThanOrEqual(600);
    // Spread out among everyday words rather than in one block.
    const between = vocabulary
      .slice(ranks[0], ranks.at(-1))
      .filter((w) => generalWords.includes(w));
    expect(between.length).toBeGreaterThan(domainWords.length);
    for (const word of rare) expect(rank(word)).toBeGreaterThanOrEqual(rareFrom);
  });

  it('lists API names that are identifiers, safe in HTML', () => {
    for (const name of codeNames) expect(name).toMatch(/^[A-Za-z0-9_.]+$/);
  });
});

describe('benchQueries', () => {
  const known = new Set(vocabulary);
  const words = (query: string) =>
    query
      .replace(/^bench:/, '')
      .trim()
      .split(/\s+/);

  it('uses words from the vocabulary, prefixes of them and API names', () => {
    for (const query of benchQueries) {
      for (const word of words(query)) {
        const ok =
          known.has(word) ||
          codeNames.includes(word) ||
          /^[0-9]+$/.test(word) ||
          vocabulary.some((w) => w.startsWith(word));
        expect(ok, `${query}: ${word}`).toBe(true);
      }
    }
  });

  it('spans frequencies from the top domain word to the rarest words', () => {
    const singles = benchQueries.filter((q) => /^[a-z0-9]+$/.test(q) && known.has(q));
    expect(singles[0]).toBe(domainWords[0]);
    expect(singles.some((q) => rank(q) > 600 && !rare.includes(q))).toBe(true);
    expect(singles.filter((q) => rare.includes(q)).length).toBeGreaterThanOrEqual(2);
    expect(benchQueries.filter((q) => q.includes('_') || q.includes('.')).length).toBeGreaterThan(
      1,
    );
    for (const query of benchQueries.filter((q) => /[_.]/.test(q))) {
      expect(codeNames).toContain(query);
    }
    expect(benchQueries.filter((q) => q.startsWith('bench:')).length).toBeGreaterThan(1);
  });
});
