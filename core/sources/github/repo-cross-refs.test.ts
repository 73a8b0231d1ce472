import { describe, expect, it } from 'vitest';
import { createRepoCrossRefs } from './repo-cross-refs.ts';

const url = (path: string) => `https://github.com/o/r/blob/main/${path}`;

describe('createRepoCrossRefs', () => {
  const files = new Set([
    'README.md',
    'docs/index.md',
    'docs/get-started/quickstart.md',
    'docs/user-guide/moe.rst',
  ]);
  const refs = createRepoCrossRefs({ files, sphinxRoots: ['docs'], pageUrl: url });
  refs.add('docs/get-started/quickstart.md', {
    title: 'Quick Start',
    targets: new Map([['quickstart', { anchor: 'quick-start', title: 'Quick Start' }]]),
  });
  refs.add('docs/user-guide/moe.rst', {
    title: 'Mixture of Experts',
    targets: new Map([
      ['moe', { anchor: 'mixture-of-experts', title: 'Mixture of Experts' }],
      ['quickstart', { anchor: 'elsewhere' }],
    ]),
  });

  it('resolves docnames relative to the citing file, or from the Sphinx root with a slash', () => {
    const index = refs.forPage('docs/index.md');
    expect(index.doc('get-started/quickstart')).toEqual({
      url: url('docs/get-started/quickstart.md'),
      title: 'Quick Start',
    });
    expect(index.doc('user-guide/moe')).toEqual({
      url: url('docs/user-guide/moe.rst'),
      title: 'Mixture of Experts',
    });
    const moe = refs.forPage('docs/user-guide/moe.rst');
    expect(moe.doc('../get-started/quickstart')?.url).toBe(url('docs/get-started/quickstart.md'));
    expect(moe.doc('/index')).toEqual({ url: url('docs/index.md') });
    expect(moe.doc('../../../README')).toBeUndefined();
    expect(index.doc('missing')).toBeUndefined();
  });

  it('resolves labels case-insensitively to the first file defining them', () => {
    const page = refs.forPage('README.md');
    expect(page.label('QuickStart')).toEqual({
      url: url('docs/get-started/quickstart.md#quick-start'),
      title: 'Quick Start',
    });
    expect(page.label('moe')?.url).toBe(url('docs/user-guide/moe.rst#mixture-of-experts'));
    expect(page.label('nowhere')).toBeUndefined();
  });

  it('resolves the same from its table, as a worker rebuilds it', () => {
    const copy = createRepoCrossRefs({
      files,
      sphinxRoots: ['docs'],
      pageUrl: url,
      table: structuredClone(refs.table()),
    });
    const from = (r: typeof refs) => r.forPage('docs/index.md');
    expect(from(copy).doc('user-guide/moe')).toEqual(from(refs).doc('user-guide/moe'));
    expect(from(copy).label('quickstart')).toEqual(from(refs).label('quickstart'));
  });
});
