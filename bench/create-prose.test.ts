import { describe, expect, it } from 'vitest';
import { createProse } from './create-prose.ts';
import type { Prose } from './create-prose.ts';
import { seededRandom } from './seeded-random.ts';
import { domainWords, functionWords, vocabulary } from './vocabulary.ts';

const sample = (prose: Prose) => [
  prose.sentence(),
  prose.sentence(6),
  prose.title(3),
  prose.word(),
  prose.sentence(),
];

/** Sentences as pages write them: each page has its own Prose (and so its own topics). */
function corpus(seed: number, pages: number, perPage: number): string[][] {
  const sentences: string[][] = [];
  for (let page = 0; page < pages; page++) {
    const prose = createProse(seededRandom(seed, page));
    for (let i = 0; i < perPage; i++) {
      sentences.push(prose.sentence().slice(0, -1).toLowerCase().split(' '));
    }
  }
  return sentences;
}

describe('createProse', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = sample(createProse(seededRandom(7, 3)));
    expect(sample(createProse(seededRandom(7, 3)))).toEqual(a);
    expect(sample(createProse(seededRandom(8, 3)))).not.toEqual(a);
  });

  it('writes [a-z0-9] words: capitalised sentences, Title Case titles, content words', () => {
    const prose = createProse(seededRandom(1));
    for (let i = 0; i < 200; i++) {
      expect(prose.sentence()).toMatch(/^[A-Z0-9][a-z0-9]*( [a-z0-9]+){7,22}\.$/);
      expect(prose.sentence(3)).toMatch(/^[A-Z0-9][a-z0-9]* [a-z0-9]+ [a-z0-9]+\.$/);
      expect(prose.title(2)).toMatch(/^[A-Z0-9][a-z0-9]* [A-Z0-9][a-z0-9]*$/);
      const word = prose.word();
      expect(word).toMatch(/^[a-z0-9]+$/);
      expect(functionWords).not.toContain(word);
    }
  });

  it('follows a Zipf-like profile: common function words, domain words in few sentences, a long tail', () => {
    const sentences = corpus(1, 200, 20);
    const tokens = sentences.flat();
    const share = (test: (word: string) => boolean) => tokens.filter(test).length / tokens.length;
    // Rank 1 of about 20,000 with exponent 1: 1 / (2 × H) ≈ 5% of all words, as "the" in English.
    expect(share((w) => w === 'the')).toBeGreaterThan(0.045);
    expect(share((w) => w === 'the')).toBeLessThan(0.06);
    const functionSet = new Set(functionWords);
    expect(share((w) => functionSet.has(w))).toBeGreaterThan(0.27);
    expect(share((w) => functionSet.has(w))).toBeLessThan(0.38);
    // Words past rank 1,000 are about a third of the text, as in real documentation.
    const tail = new Set(vocabulary.slice(1000));
    expect(share((w) => tail.has(w))).toBeGreaterThan(0.25);
    expect(share((w) => tail.has(w))).toBeLessThan(0.38);

    // The top domain word is in a few percent of sentences (so about a third of sections), not
    // in every one; the previous generator put it in half of all sentences.
    const top = domainWords[0]!;
    const withTop = sentences.filter((s) => s.includes(top)).length / sentences.length;
    expect(withTop).toBeGreaterThan(0.02);
    expect(withTop).toBeLessThan(0.08);
    const late = domainWords.at(-1)!;
    expect(sentences.filter((s) => s.includes(late)).length / sentences.length).toBeLessThan(0.01);

    // 4,000 sentences use thousands of word types, most of them from the generated tail.
    const types = new Set(tokens);
    expect(types.size).toBeGreaterThan(4000);
    expect([...types].filter((w) => tail.has(w)).length).toBeGreaterThan(3000);
  });

  it('clusters words by page, as real pages have topics', () => {
    // The same amount of text has fewer word types on one page than spread over 1,000 pages.
    const onePage = new Set(
      corpus(2, 1, 1000)
        .flat()
        .filter((w) => !functionWords.includes(w)),
    );
    const manyPages = new Set(
      corpus(2, 1000, 1)
        .flat()
        .filter((w) => !functionWords.includes(w)),
    );
    expect(onePage.size).toBeLessThan(manyPages.size * 0.7);
  });
});
