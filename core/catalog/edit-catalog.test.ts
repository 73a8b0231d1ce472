import { describe, expect, it } from 'vitest';
import { addCatalogRow, removeCatalogRow } from './edit-catalog.ts';
import { parseCatalog } from './parse-catalog.ts';

const row = {
  name: 'Example Docs',
  description: 'a | piped line',
  entryUrl: 'https://docs.example.test/en/latest/',
  section: 'Added',
};

describe('editing a catalog', () => {
  it('starts a new catalog in the seed format, and parses back to the same docset', () => {
    const text = addCatalogRow('', { ...row, llmsTxtUrl: 'https://docs.example.test/llms.txt' });
    const parsed = parseCatalog(text, 'catalog.md');
    expect(parsed.problems).toEqual([]);
    expect(parsed.docsets).toEqual([
      {
        id: 'example-docs',
        name: 'Example Docs',
        section: 'Added',
        description: 'a | piped line',
        entryUrl: 'https://docs.example.test/en/latest/',
        llmsTxtUrl: 'https://docs.example.test/llms.txt',
        catalog: 'catalog.md',
      },
    ]);
  });

  it('appends to its section’s table, or adds the section, keeping the rest', () => {
    let text = addCatalogRow('', row);
    text = addCatalogRow(text, { ...row, name: 'Other', section: 'Elsewhere' });
    text = addCatalogRow(text, { ...row, name: 'Third' });
    text = text.replace('# My documentation', '# My documentation\n\nMy own notes.');
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.docsets.map((d) => [d.id, d.section])).toEqual([
      ['example-docs', 'Added'],
      ['third', 'Added'],
      ['other', 'Elsewhere'],
    ]);
    const removed = removeCatalogRow(text, 'third', 'c.md')!;
    expect(parseCatalog(removed, 'c.md').docsets.map((d) => d.id)).toEqual([
      'example-docs',
      'other',
    ]);
    expect(removed).toContain('My own notes.');
    expect(removeCatalogRow(text, 'nope', 'c.md')).toBeUndefined();
  });
});
