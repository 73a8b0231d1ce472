import { describe, expect, it } from 'vitest';
import { parseDocsCell } from './parse-docs-cell.ts';

describe('parseDocsCell', () => {
  it.each([
    ['<https://a.example/>', { entryUrl: 'https://a.example/' }],
    [
      '<https://a.example/> — llms.txt: <https://a.example/llms.txt>',
      { entryUrl: 'https://a.example/', llmsTxtUrl: 'https://a.example/llms.txt' },
    ],
    [
      '<https://a.example/> – LLMS.TXT: <https://a.example/llms.txt>',
      { entryUrl: 'https://a.example/', llmsTxtUrl: 'https://a.example/llms.txt' },
    ],
    [
      'llms.txt: <https://a.example/llms.txt> — <https://a.example/>',
      { entryUrl: 'https://a.example/', llmsTxtUrl: 'https://a.example/llms.txt' },
    ],
    ['see https://a.example/docs.', { entryUrl: 'https://a.example/docs' }],
    [
      '<https://a.example/> <https://a.example/llms-full.txt>',
      { entryUrl: 'https://a.example/', llmsTxtUrl: 'https://a.example/llms-full.txt' },
    ],
    ['[site](<https://a.example/x y>)', { entryUrl: 'https://a.example/x%20y' }],
    ['<HTTPS://A.example>', { entryUrl: 'https://a.example/' }],
    ['<javascript:alert(1)>', { error: 'entry URL "javascript:alert(1)" is not http or https' }],
    ['', { error: 'Docs cell has no URL' }],
  ])('%s', (cell, expected) => {
    expect(parseDocsCell(cell)).toEqual(expected);
  });
});
