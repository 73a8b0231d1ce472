import { describe, expect, it } from 'vitest';
import { normalizeForDedupe } from './normalize-for-dedupe.ts';
import { splitLlmsFull } from './split-llms-full.ts';

const BASE = 'https://x.org/docs/llms-full.txt';

describe('splitLlmsFull', () => {
  it('splits at headings followed by Source lines and recovers URLs', () => {
    const text = [
      '# Example Docs',
      '',
      '> The complete documentation.',
      '',
      '# Get started',
      'Source: https://x.org/docs/get-started',
      '',
      'Install it.',
      '',
      '## Requirements',
      '',
      'A GPU.',
      '',
      '```bash',
      '# not a heading',
      'pip install x',
      '```',
      '',
      '# Fine-tuning',
      'URL: /docs/fine-tuning',
      '',
      'Train it.',
    ].join('\n');
    const pages = splitLlmsFull(text, BASE);
    expect(pages.map((p) => [p.title, p.url])).toEqual([
      ['Get started', 'https://x.org/docs/get-started'],
      ['Fine-tuning', 'https://x.org/docs/fine-tuning'],
    ]);
    expect(pages[0]!.markdown).toBe(
      '# Get started\n\nInstall it.\n\n## Requirements\n\nA GPU.\n\n```bash\n# not a heading\npip install x\n```',
    );
    expect(pages[1]!.markdown).toBe('# Fine-tuning\n\nTrain it.');
  });

  it('uses linked headings as URLs', () => {
    const pages = splitLlmsFull(
      '# [Overview](https://x.org/docs/overview.md)\nA\n# [API](api.md)\nB',
      BASE,
    );
    expect(pages).toEqual([
      { title: 'Overview', url: 'https://x.org/docs/overview.md', markdown: '# Overview\nA' },
      { title: 'API', url: 'https://x.org/docs/api.md', markdown: '# API\nB' },
    ]);
  });

  it('skips a lone site title and splits at the next level', () => {
    const pages = splitLlmsFull('# Site\nintro\n## One\nA\n### Sub\nS\n## Two\nB', BASE);
    expect(pages.map((p) => p.title)).toEqual(['One', 'Two']);
    expect(pages[0]!.url).toBeUndefined();
    expect(pages[0]!.markdown).toBe('## One\nA\n### Sub\nS');
  });

  it('strips twin boilerplate inside each page', () => {
    const pages = splitLlmsFull(
      '# A\nSource: https://x.org/a\n\n> For the complete documentation index, see [llms.txt](x).\n\nBody[#](#a)',
      BASE,
    );
    expect(pages[0]!.markdown).toBe('# A\n\nBody');
  });

  it('fills URLs by title when the file names none', () => {
    const urls = new Map([['Install', 'https://x.org/docs/install']]);
    const pages = splitLlmsFull('# Install\nA\n# Hidden\nB', BASE, (t) => urls.get(t));
    expect(pages.map((p) => [p.title, p.url])).toEqual([
      ['Install', 'https://x.org/docs/install'],
      ['Hidden', undefined],
    ]);
  });

  it('yields nothing for text without headings', () => {
    expect(splitLlmsFull('just text\nno headings', BASE)).toEqual([]);
    expect(splitLlmsFull('', BASE)).toEqual([]);
  });
});

describe('normalizeForDedupe', () => {
  it('is the same for a page fetched alone and cut out of llms-full.txt', () => {
    const alone = [
      '> For the complete documentation index, see [llms.txt](https://x.org/docs/llms.txt).',
      '',
      '# Fine-tuning',
      '',
      'Use **LoRA** with [the trainer](https://x.org/docs/trainer.md).',
      '',
      '* step one',
    ].join('\n');
    const fromFull =
      '# Fine-tuning\n\nUse LoRA with  [the trainer](/docs/trainer.html.md).\n\n- step one\n';
    expect(normalizeForDedupe(alone)).toBe(normalizeForDedupe(fromFull));
  });

  it('differs when the words differ', () => {
    expect(normalizeForDedupe('# A\ntext')).not.toBe(normalizeForDedupe('# A\nother text'));
    expect(normalizeForDedupe('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
