import { describe, expect, it } from 'vitest';
import { groupByPage } from './group-by-page.ts';

const hit = (url: string, anchor: string, heading = anchor) => ({ url, anchor, heading });
const folded = (anchor: string) => ({ anchor, heading: anchor });

describe('groupByPage', () => {
  it('shows two hits a page and folds the rest under its first', () => {
    const grouped = groupByPage([
      hit('a', 'x'),
      hit('a', 'y'),
      hit('b', 'z'),
      hit('a', 'w'),
      hit('a', 'v'),
    ]);
    expect(grouped).toEqual([
      { ...hit('a', 'x'), more: [folded('w'), folded('v')] },
      hit('a', 'y'),
      hit('b', 'z'),
    ]);
  });

  it('lists a section once when its text has two rows (resumed after an entry inside it)', () => {
    // As copy.html's module section: its introduction, and its explanation after copy.Error.
    const grouped = groupByPage([
      hit('copy', 'module-copy'),
      hit('copy', 'module-copy'),
      hit('copy', 'copy.Error'),
      hit('json', 'module-json'),
      hit('copy', 'copy.copy'),
      hit('copy', 'copy.Error'),
    ]);
    expect(grouped).toEqual([
      { ...hit('copy', 'module-copy'), more: [folded('copy.copy')] },
      hit('copy', 'copy.Error'),
      hit('json', 'module-json'),
    ]);
  });
});
