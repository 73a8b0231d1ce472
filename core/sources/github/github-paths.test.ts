import { describe, expect, it } from 'vitest';
import { parseGithubRepoUrl } from './parse-github-repo-url.ts';
import { repoPageUrl } from './repo-page-url.ts';
import { resolveRepoLink } from './resolve-repo-link.ts';
import { selectRepoDocs } from './select-repo-docs.ts';

describe('parseGithubRepoUrl', () => {
  it.each([
    ['https://github.com/pytorch/torchtitan', { owner: 'pytorch', repo: 'torchtitan' }],
    ['https://github.com/NVIDIA/Megatron-LM/', { owner: 'NVIDIA', repo: 'Megatron-LM' }],
    ['https://www.github.com/OpenRLHF/OpenRLHF.git', { owner: 'OpenRLHF', repo: 'OpenRLHF' }],
    ['https://github.com/o/r/tree/main/docs', { owner: 'o', repo: 'r' }],
    ['http://github.com/o/r.js?tab=readme#x', { owner: 'o', repo: 'r.js' }],
    ['https://github.com/o', undefined],
    ['https://github.com/orgs/pytorch', undefined],
    ['https://github.com/features/actions', undefined],
    ['https://gitlab.com/o/r', undefined],
    ['https://github.com.evil.org/o/r', undefined],
    ['https://github.com/-bad/r', undefined],
    ['https://github.com/o/..', undefined],
    ['not a url', undefined],
  ])('%s', (url, expected) => {
    expect(parseGithubRepoUrl(url)).toEqual(expected);
  });
});

describe('repoPageUrl', () => {
  it('encodes path segments and keeps slashes', () => {
    expect(repoPageUrl('o', 'r', 'main', 'docs/my file#1.md')).toBe(
      'https://github.com/o/r/blob/main/docs/my%20file%231.md',
    );
    expect(repoPageUrl('o', 'r', 'release/1.0', 'README.md')).toBe(
      'https://github.com/o/r/blob/release/1.0/README.md',
    );
  });
});

describe('selectRepoDocs', () => {
  const blob = (path: string, size = 100) => ({ path, type: 'blob', size });
  const tree = [
    blob('README.md'),
    blob('README_zh.md'),
    blob('README_ja.md'),
    blob('AGENTS.md'),
    blob('CLAUDE.md'),
    blob('CONTRIBUTING.md'),
    { path: 'docs', type: 'tree' },
    blob('docs/fsdp.md'),
    blob('docs/index.rst'),
    blob('docs/conf.py'),
    blob('docs/zh/fsdp.md'),
    blob('docs/_build/html/README.md'),
    blob('docs/huge.md', 5_000_000),
    blob('torchtitan/models/README.md'),
    blob('torchtitan/models/notes.md'),
    blob('torchtitan/experiments/skill/SKILL.md'),
    blob('.claude/commands/README.md'),
    blob('.github/README.md'),
    blob('skills/train/README.md'),
    blob('third_party/lib/README.md'),
    blob('blogs/chat/README.md'),
    blob('blogs/chat/chinese/README.md'),
    { path: 'extern/sub', type: 'commit' },
  ];

  it('keeps the README, docs and nested READMEs, ordered for a table of contents', () => {
    expect(selectRepoDocs(tree)).toEqual([
      'README.md',
      'docs/fsdp.md',
      'docs/index.rst',
      'blogs/chat/README.md',
      'torchtitan/models/README.md',
    ]);
  });

  it('keeps translations when their language is asked for', () => {
    const docs = selectRepoDocs(tree, { languages: ['zh'] });
    expect(docs).toContain('README_zh.md');
    expect(docs).toContain('docs/zh/fsdp.md');
    expect(docs).toContain('blogs/chat/chinese/README.md');
    expect(docs).not.toContain('README_ja.md');
  });
});

describe('resolveRepoLink', () => {
  const files = new Set([
    'README.md',
    'docs/fsdp.md',
    'docs/metrics.md',
    'torchtitan/models/README.md',
    'torchtitan/experiments/readme.md',
    'scripts/README.md',
  ]);
  const repo = { owner: 'pytorch', repo: 'torchtitan', ref: 'main' };
  const folders = new Set([
    'docs',
    'scripts',
    'scripts/estimate',
    'torchtitan',
    'torchtitan/models',
  ]);
  const resolve = (href: string, from = 'README.md') => resolveRepoLink(href, from, files, repo);

  it.each([
    ['docs/fsdp.md', { kind: 'page', path: 'docs/fsdp.md' }],
    ['./docs/fsdp.md#usage', { kind: 'page', path: 'docs/fsdp.md', fragment: 'usage' }],
    ['/torchtitan/models/README.md', { kind: 'page', path: 'torchtitan/models/README.md' }],
    ['/docs/metrics.md', { kind: 'page', path: 'docs/metrics.md' }],
    ['torchtitan/experiments', { kind: 'page', path: 'torchtitan/experiments/readme.md' }],
    ['scripts/', { kind: 'page', path: 'scripts/README.md' }],
    ['#quick-start', { kind: 'page', path: 'README.md', fragment: 'quick-start' }],
    ['docs/fsdp.md?plain=1', { kind: 'page', path: 'docs/fsdp.md' }],
    [
      'https://github.com/pytorch/torchtitan/blob/main/docs/fsdp.md#a',
      { kind: 'page', path: 'docs/fsdp.md', fragment: 'a' },
    ],
    [
      'https://github.com/PyTorch/TorchTitan/tree/main/scripts',
      { kind: 'page', path: 'scripts/README.md' },
    ],
    [
      'https://github.com/pytorch/torchtitan/blob/dev/docs/fsdp.md',
      { kind: 'external', url: 'https://github.com/pytorch/torchtitan/blob/dev/docs/fsdp.md' },
    ],
    ['https://pytorch.org/docs', { kind: 'external', url: 'https://pytorch.org/docs' }],
    ['mailto:a@b.c', { kind: 'external', url: 'mailto:a@b.c' }],
    [
      'torchtitan/train.py',
      {
        kind: 'external',
        url: 'https://github.com/pytorch/torchtitan/blob/main/torchtitan/train.py',
      },
    ],
    [
      'assets/diagram.png#x y',
      {
        kind: 'external',
        url: 'https://github.com/pytorch/torchtitan/blob/main/assets/diagram.png#x%20y',
      },
    ],
  ])('%s from README.md', (href, expected) => {
    expect(resolve(href)).toEqual(expected);
  });

  it('resolves ../ and clamps at the root', () => {
    expect(resolve('../docs/metrics.md', 'docs/fsdp.md')).toEqual({
      kind: 'page',
      path: 'docs/metrics.md',
    });
    expect(resolve('../../../README.md', 'docs/fsdp.md')).toEqual({
      kind: 'page',
      path: 'README.md',
    });
    expect(resolve('..', 'torchtitan/models/README.md')).toEqual({
      kind: 'external',
      url: 'https://github.com/pytorch/torchtitan/blob/main/torchtitan',
    });
    expect(resolveRepoLink('..', 'torchtitan/models/README.md', files, repo, folders)).toEqual({
      kind: 'external',
      url: 'https://github.com/pytorch/torchtitan/tree/main/torchtitan',
    });
    expect(resolve('/', 'docs/fsdp.md')).toEqual({ kind: 'page', path: 'README.md' });
    expect(resolve('', 'docs/fsdp.md')).toEqual({ kind: 'page', path: 'docs/fsdp.md' });
  });

  it('sends folders without a mirrored README to their /tree/ listing, files to /blob/', () => {
    const tree = 'https://github.com/pytorch/torchtitan/tree/main';
    const blob = 'https://github.com/pytorch/torchtitan/blob/main';
    const link = (href: string, from = 'README.md') =>
      resolveRepoLink(href, from, new Set(['README.md']), repo, folders);
    expect(link('scripts/')).toEqual({ kind: 'external', url: `${tree}/scripts` });
    expect(link('scripts')).toEqual({ kind: 'external', url: `${tree}/scripts` });
    expect(link('../scripts/estimate#usage', 'docs/a.md')).toEqual({
      kind: 'external',
      url: `${tree}/scripts/estimate#usage`,
    });
    expect(link('https://github.com/pytorch/torchtitan/blob/main/scripts')).toEqual({
      kind: 'external',
      url: `${tree}/scripts`,
    });
    expect(link('scripts/estimate/estimation.py')).toEqual({
      kind: 'external',
      url: `${blob}/scripts/estimate/estimation.py`,
    });
    // Unknown to the tree but written as a folder: GitHub's listing still fits best.
    expect(link('examples/')).toEqual({ kind: 'external', url: `${tree}/examples` });
    expect(resolveRepoLink('/', 'docs/a.md', new Set(), repo)).toEqual({
      kind: 'external',
      url: tree,
    });
  });

  it('decodes percent-encoded paths', () => {
    const withSpace = new Set(['docs/my guide.md']);
    expect(resolveRepoLink('my%20guide.md', 'docs/a.md', withSpace, repo)).toEqual({
      kind: 'page',
      path: 'docs/my guide.md',
    });
  });
});
