import { describe, expect, it } from 'vitest';
import { gluedTerms } from './glued-words.ts';

describe('gluedTerms', () => {
  it('finds a word glued to an affix, by the word or its stem', () => {
    expect(gluedTerms('dask.array.rechunk', ['chunking', 'array'])).toEqual(new Set(['chunking']));
    expect(gluedTerms('DataFrame.repartition', ['partitions'])).toEqual(new Set(['partitions']));
    expect(gluedTerms('os.path.getsize', ['size', 'file'])).toEqual(new Set(['size']));
    expect(gluedTerms('str.startswith', ['starts'])).toEqual(new Set(['starts']));
    expect(gluedTerms('isinstance', ['instance'])).toEqual(new Set(['instance']));
  });

  it('takes no word out of a longer one whose rest is not an affix', () => {
    expect(gluedTerms('threading.Thread', ['read'])).toEqual(new Set());
    expect(gluedTerms('Block', ['lock'])).toEqual(new Set());
    expect(gluedTerms('unittest.TestCase.failureException', ['exception'])).toEqual(new Set());
    expect(gluedTerms('queue.PriorityQueue', ['queue', 'priority'])).toEqual(new Set());
  });

  it('leaves a whole word to the index, and short words alone', () => {
    expect(gluedTerms('chunk', ['chunk'])).toEqual(new Set());
    expect(gluedTerms('os.listdir', ['dir'])).toEqual(new Set());
  });
});
