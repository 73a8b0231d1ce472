import { describe, expect, it } from 'vitest';
import { isNavigationPage, searchRows } from './search-rows.ts';

describe('searchRows', () => {
  const sections = [
    { heading: '', level: 0, text: '' },
    { heading: 'Context Managers', level: 1, text: 'How with works.' },
    { heading: 'Writing one', level: 2, text: 'Define __enter__.' },
    { heading: 'exit()', level: 3, text: 'Leaves.' },
  ];

  it('indexes a section under its own heading, its parents and the title as context', () => {
    const rows = searchRows({ title: 'contextlib', sections, linkCount: 3 });
    expect(rows.map((r) => r.ord)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ heading: 'contextlib › Context Managers', context: '' });
    expect(rows[2]).toMatchObject({
      heading: 'exit()',
      context: 'contextlib › Context Managers › Writing one',
      body: 'Leaves.',
    });
  });

  it("keeps a navigation page's headings but not its text", () => {
    const toc = {
      title: 'Contents',
      sections: [{ heading: 'Contents', level: 1, text: 'a b '.repeat(60) }],
      linkCount: 60,
    };
    expect(isNavigationPage(toc)).toBe(true);
    expect(searchRows(toc)[0]).toMatchObject({ heading: 'Contents', body: '' });
    // Prose with many links is not navigation.
    expect(
      isNavigationPage({
        ...toc,
        sections: [{ heading: 'x', level: 1, text: 'word '.repeat(600) }],
      }),
    ).toBe(false);
  });
});
