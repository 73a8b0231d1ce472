import { describe, expect, it } from 'vitest';
import { createScope } from '../../url/create-scope.ts';
import { filterToScope, isLlmsTxtUrl } from './filter-to-scope.ts';
import { parseLlmsTxt } from './parse-llms-txt.ts';

const HUB = [
  '# Example Docs Hub',
  '> Every product of Example Corp.',
  '## Training',
  '- [Trainer overview](docs.example.org/trainer/guide/latest/overview.html.md)',
  '- [Trainer install](https://docs.example.org/trainer/guide/latest/install.html.md)',
  '- [Trainer index](https://docs.example.org/trainer/guide/latest/llms.txt)',
  '- [Trainer 0.9](https://docs.example.org/trainer/guide/0.9/overview.html.md)',
  '## Inference',
  '- [Server](https://docs.example.org/server/overview.md)',
  '- [Server full](https://docs.example.org/server/llms-full.txt)',
  '## Elsewhere',
  '- [Blog](https://blog.example.org/post.md)',
].join('\n');

describe('filterToScope', () => {
  it('keeps only the docset’s own links from a hub llms.txt', () => {
    const scope = createScope('https://docs.example.org/trainer/guide/latest/');
    const parsed = filterToScope(
      parseLlmsTxt(HUB, 'https://docs.example.org/llms.txt'),
      scope.contains,
    );
    expect(parsed.title).toBe('Example Docs Hub');
    expect(parsed.sections.map((s) => s.name)).toEqual(['Training']);
    expect(parsed.sections[0]!.links.map((l) => l.title)).toEqual([
      'Trainer overview',
      'Trainer install',
    ]);
  });

  it('never returns llms.txt links, even in scope', () => {
    const parsed = filterToScope(
      parseLlmsTxt(HUB, 'https://docs.example.org/llms.txt'),
      () => true,
    );
    const urls = parsed.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toHaveLength(5);
    expect(urls.some(isLlmsTxtUrl)).toBe(false);
  });
});

describe('isLlmsTxtUrl', () => {
  it.each([
    ['https://x.org/llms.txt', true],
    ['https://x.org/docs/llms-full.txt', true],
    ['https://x.org/docs/LLMS-small.txt?v=1', true],
    ['https://x.org/docs/llms.txt.md', false],
    ['https://x.org/docs/notllms.txt', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLlmsTxtUrl(url)).toBe(expected);
  });
});
