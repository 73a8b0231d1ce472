import { describe, expect, it } from 'vitest';
import { repeatedEntries } from './repeated-entries.ts';

describe('repeatedEntries', () => {
  it('marks a later copy of an entry under another class, matched as much', () => {
    const repeats = repeatedEntries([
      { id: 1, heading: 'dask.dataframe.DataFrame.compute', matched: 0.75 },
      { id: 2, heading: 'Scheduling', matched: 0.75 },
      { id: 3, heading: 'dask.dataframe.Series.compute', matched: 0.75 },
      { id: 4, heading: 'dask.bag.Bag.compute', matched: 0.75 },
    ]);
    expect([...repeats]).toEqual([3, 4]);
  });

  it('keeps entries the words match differently, and headings that are not names', () => {
    const repeats = repeatedEntries([
      { id: 1, heading: 'dask.array.Array.compute', matched: 0.9 },
      { id: 2, heading: 'dask.bag.Bag.compute', matched: 0.75 },
      { id: 3, heading: 'Compute', matched: 0.75 },
      { id: 4, heading: 'compute', matched: 0.75 },
    ]);
    expect(repeats.size).toBe(0);
  });
});
