import { describe, expect, it } from 'vitest';
import { sentenceQuery } from './sentence-query.ts';

describe('sentenceQuery', () => {
  it('keeps the words that carry a question and drops how it is asked', () => {
    expect(
      sentenceQuery('How do I read CSV rows as dicts keyed by the header row?', ['python']),
    ).toEqual({
      terms: ['read', 'csv', 'rows', 'dicts', 'keyed', 'header', 'row'],
      words: ['read', 'CSV', 'rows', 'dicts', 'keyed', 'header', 'row'],
      pairs: [
        ['read', 'csv'],
        ['csv', 'rows'],
        ['dicts', 'keyed'],
        ['header', 'row'],
      ],
      docsets: [],
    });
  });

  it('notes the docsets a sentence names, which are not searched as words', () => {
    const asked = sentenceQuery('How do I create a Dask Bag from a Python list?', [
      'dask',
      'numpy',
    ]);
    expect(asked?.docsets).toEqual(['dask']);
    expect(asked?.words).toEqual(['create', 'Bag', 'Python', 'list']);
  });

  it('pairs content words typed next to each other, not across punctuation', () => {
    expect(
      sentenceQuery('How do I loop over two lists in parallel, element by element?', [])?.pairs,
    ).toEqual([
      ['loop', 'over'],
      ['over', 'two'],
      ['two', 'lists'],
    ]);
    expect(
      sentenceQuery('How do I make a method behave like a read-only attribute?', [])?.pairs,
    ).toEqual([
      ['method', 'behave'],
      ['read-only', 'attribute'],
    ]);
  });

  it('keeps API names as typed and drops a word naming a docset', () => {
    const q = sentenceQuery('What does asyncio.gather do in Python when a task raises?', [
      'python',
    ]);
    expect(q?.words).toEqual(['asyncio.gather', 'task', 'raises']);
    expect(q?.terms).toEqual(['asyncio', 'gather', 'task', 'raises']);
  });

  it('leaves keyword queries and short questions to the keyword ranking', () => {
    for (const query of [
      'zero stage 3 offload',
      'json dumps indent',
      'how to read a file',
      'what is a module',
      'FullyShardedDataParallel',
    ]) {
      expect(sentenceQuery(query, []), query).toBeUndefined();
    }
  });

  it('takes a long query without a question word as a sentence', () => {
    expect(
      sentenceQuery('read rows of a csv file into dictionaries keyed by the header', [])?.terms,
    ).toEqual(['read', 'rows', 'csv', 'file', 'dictionaries', 'keyed', 'header']);
  });
});
