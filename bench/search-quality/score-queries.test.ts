import { describe, expect, it } from 'vitest';
import { scoreQuery, summarize } from './score-queries.ts';

const same = (_path: string, anchor: string) => (anchor === 'label' ? 'own-id' : anchor);

describe('scoreQuery', () => {
  it('ranks the first accepted page and counts the section only when it is the accepted one', () => {
    const hits = [
      { path: 'a.html', anchor: 'x' },
      { path: 'b.html', anchor: 'other' },
      { path: 'b.html', anchor: 'own-id' },
    ];
    expect(scoreQuery(hits, ['b.html#own-id'], same)).toEqual({
      rank: 2,
      sectionAtTop: false,
      distinctPages: 2,
    });
  });

  it('treats a label as the section it stands for, and a whole-page answer as its top', () => {
    expect(
      scoreQuery([{ path: 'b.html', anchor: 'label' }], ['b.html#own-id'], same).sectionAtTop,
    ).toBe(true);
    expect(scoreQuery([{ path: 'b.html', anchor: '' }], ['b.html'], same).sectionAtTop).toBe(true);
    expect(scoreQuery([{ path: 'b.html', anchor: 'deep' }], ['b.html'], same).sectionAtTop).toBe(
      false,
    );
  });

  it('misses past the tenth result', () => {
    const hits = Array.from({ length: 11 }, (_, i) => ({ path: `${i}.html`, anchor: '' }));
    expect(scoreQuery(hits, ['10.html'], same).rank).toBe(0);
  });
});

describe('summarize', () => {
  it('averages top-k shares and reciprocal ranks', () => {
    const s = summarize([
      { rank: 1, sectionAtTop: true, distinctPages: 10 },
      { rank: 4, sectionAtTop: false, distinctPages: 2 },
      { rank: 0, sectionAtTop: false, distinctPages: 0 },
    ]);
    expect(s.top1).toBeCloseTo(1 / 3);
    expect(s.top3).toBeCloseTo(1 / 3);
    expect(s.mrr10).toBeCloseTo((1 + 0.25) / 3);
    expect(s.distinctPages10).toBeCloseTo(4);
  });
});
