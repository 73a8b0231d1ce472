import { describe, expect, it } from 'vitest';
import { oneStemOnce } from './one-stem-once.ts';

const term = (t: string, df: number) => ({ term: t, match: `"${t}"`, df });

describe('oneStemOnce', () => {
  it('keeps the first of two forms that hold exactly the same sections', () => {
    const both = (m: string) => (m === '"rows" AND "row"' ? 276 : 0);
    expect(
      oneStemOnce([term('rows', 276), term('row', 276)], both, 5000).map((t) => t.term),
    ).toEqual(['rows']);
  });

  it('keeps both when their sections differ, or they begin differently, or the count was cut', () => {
    const some = () => 100;
    expect(oneStemOnce([term('row', 276), term('rows', 276)], some, 5000)).toHaveLength(2);
    const all = (m: string) => (m.includes(' AND ') ? 50 : 0);
    expect(oneStemOnce([term('lazy', 50), term('task', 50)], all, 5000)).toHaveLength(2);
    const capped = () => 5000;
    expect(oneStemOnce([term('file', 5000), term('files', 5000)], capped, 5000)).toHaveLength(2);
  });
});
