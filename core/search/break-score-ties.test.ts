import { describe, expect, it } from 'vitest';
import { breakScoreTies } from './break-score-ties.ts';

const hit = (heading: string, score: number, url = 'https://d.test/a.html', rank = 1) => ({
  heading,
  score,
  rank,
  url,
  anchor: heading.toLowerCase().replace(/\W+/g, '-'),
});

describe('breakScoreTies', () => {
  it('puts the heading saying just what was asked first among equal scores, whatever the crawl order', () => {
    const functional = hit(
      'Generator expressions and list comprehensions',
      -11.3,
      'https://d.test/functional.html',
    );
    const tutorial = hit('5.1.3. List Comprehensions', -11.3, 'https://d.test/datastructures.html');
    expect(breakScoreTies([functional, tutorial])).toEqual([tutorial, functional]);
    expect(breakScoreTies([tutorial, functional])).toEqual([tutorial, functional]);
  });

  it('moves nothing across a different score or rank', () => {
    const best = hit('A long heading of many words here', -20);
    const tiedA = hit('Short', -10, 'https://d.test/b.html');
    const otherRank = hit('S', -10, 'https://d.test/c.html', 2);
    const tiedB = hit('Short', -10, 'https://d.test/a.html');
    expect(breakScoreTies([best, tiedA, tiedB, otherRank])).toEqual([
      best,
      tiedB,
      tiedA,
      otherRank,
    ]);
  });
});
