import { describe, expect, it } from 'vitest';
import { canonicalHost } from './canonical-host.ts';
import { detectLanguage, detectPathLanguage } from './detect-language.ts';
import { detectVersion } from './detect-version.ts';
import { isVersionSwitcherLink } from './is-version-switcher-link.ts';
import { versionRoot, versionSegment } from './version-root.ts';

describe('detectVersion', () => {
  it.each([
    ['https://llamafactory.example.io/en/latest/getting_started/data.html', { alias: 'latest' }],
    ['https://openrlhf.example.io/en/stable/', { alias: 'stable' }],
    [
      'https://docs.example.com/core/developer-guide/latest/api-guide/index.html',
      { alias: 'latest' },
    ],
    [
      'https://docs.example.com/core/developer-guide/0.19.0/api-guide/index.html',
      { version: '0.19.0' },
    ],
    ['https://x.ai/docs/pytorch/2.6.6/reference.md', { version: '2.6.6' }],
    ['https://x.org/torchtune/0.6/overview.html', { version: '0.6' }],
    ['https://x.org/torchtune/stable/overview.html', { alias: 'stable' }],
    ['https://docs.example.com/fw/user-guide/26.02/index.html', { version: '26.02' }],
    ['https://x.org/docs/v2/intro', { version: 'v2' }],
    ['https://x.org/pkg/1.0.0rc1/', { version: '1.0.0rc1' }],
    ['https://x.org/en/main/', { version: 'main' }],
    ['https://x.org/torchtune/main/index.html', {}],
    ['https://www.example.ai/2021/03/07/zero3-offload.html', {}],
    ['https://x.org/docs/get_started/installation', {}],
    ['https://x.org/docs/release-1.2.html', {}],
    ['not a url', {}],
  ])('%s', (url, expected) => {
    expect(detectVersion(url)).toEqual(expected);
  });
});

describe('detectLanguage', () => {
  it.each([
    ['https://x.org/zh-Hans/docs/get_started/installation', undefined, 'zh'],
    ['https://x.io/zh-cn/latest/advanced/arguments.html', undefined, 'zh'],
    ['https://x.io/en/latest/', undefined, 'en'],
    ['https://unsloth.example/docs/de/erste-schritte', undefined, 'de'],
    ['https://unsloth.example/docs/jp/ji-chu/api.md', undefined, 'ja'],
    ['https://unsloth.example/docs/get-started', undefined, 'en'],
    ['https://github.com/o/r/blob/main/README_zh.md', undefined, 'zh'],
    ['https://github.com/o/r/blob/main/README.ja.md', undefined, 'ja'],
    ['https://github.com/o/r/blob/main/blogs/chat/chinese/README.md', undefined, 'zh'],
    ['https://github.com/o/r/blob/main/docs/it/README.md', undefined, 'it'],
    ['https://github.com/o/r/blob/main/README.md', undefined, 'en'],
    ['https://x.org/docs/page', 'fr-FR', 'fr'],
    ['https://x.org/zh/docs/page', 'en', 'zh'],
    ['https://x.org/docs/api/torch.de.html', undefined, 'en'],
    ['https://x.org/docs/guide_fr.md', undefined, 'fr'],
    ['https://x.org/a/b/c/de/page', undefined, 'en'],
    ['https://x.org/docs/de', undefined, 'en'],
    ['https://x.org/docs/setup-py.md', undefined, 'en'],
  ])('%s (lang %s) → %s', (url, lang, expected) => {
    expect(detectLanguage(url, lang)).toBe(expected);
  });

  it('reads repository paths', () => {
    expect(detectPathLanguage('README_zh-CN.md')).toBe('zh');
    expect(detectPathLanguage('docs/zh/intro.md')).toBe('zh');
    expect(detectPathLanguage('docs/intro.md')).toBeUndefined();
  });
});

describe('isVersionSwitcherLink', () => {
  it.each([
    ['https://docs.example.com/core/developer-guide/0.18.0/index.html', 'latest', true],
    ['https://docs.example.com/core/developer-guide/latest/other.html', 'latest', false],
    ['https://docs.example.com/core/developer-guide/LATEST/other.html', 'latest', false],
    ['https://x.org/torchtune/stable/x.html', '0.6', true],
    ['https://x.org/torchtune/versions.html', '0.6', true],
    ['https://docs.example.com/core/developer-guide/latest/versions1.json', 'latest', true],
    ['https://x.org/_static/switcher.json', undefined, true],
    ['https://x.org/docs/guide.html', '0.6', false],
    ['https://x.org/docs/0.5/guide.html', undefined, true],
    ['garbage', 'latest', false],
  ])('%s (current %s) → %s', (url, current, expected) => {
    expect(isVersionSwitcherLink(url, current)).toBe(expected);
  });
});

describe('canonicalHost', () => {
  it.each([
    [
      'https://pytorch.org/torchtune/stable/overview.html',
      'https://meta-pytorch.org/torchtune/stable/overview.html',
    ],
    [
      'https://docs.pytorch.org/torchtune/0.6/x.html#a',
      'https://meta-pytorch.org/torchtune/0.6/x.html#a',
    ],
    ['http://www.pytorch.org/torchtune', 'https://meta-pytorch.org/torchtune/'],
    ['https://docs.unsloth.ai/basics/api?x=1', 'https://unsloth.ai/docs/basics/api?x=1'],
    ['https://meta-pytorch.org/torchtune/stable/', 'https://meta-pytorch.org/torchtune/stable/'],
    ['https://pytorch.org/torchtune-extra/x', 'https://pytorch.org/torchtune-extra/x'],
    ['https://pytorch.org/docs/stable/', 'https://pytorch.org/docs/stable/'],
    ['not a url', 'not a url'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalHost(url)).toBe(expected);
  });
});

describe('versionRoot', () => {
  it.each([
    ['https://x.io/en/latest/index.html', '2.4.0', 'https://x.io/en/2.4.0/'],
    ['https://x.io/en/latest/', 'stable', 'https://x.io/en/stable/'],
    [
      'https://lightning.example/docs/pytorch/stable/common/trainer.html',
      '2.1.2',
      'https://lightning.example/docs/pytorch/2.1.2/common/',
    ],
    ['https://x.io/en/latest/guide/', 'v1', 'https://x.io/en/v1/guide/'],
    ['https://x.org/torchtune/0.6/overview.html?x=1#a', '0.5', 'https://x.org/torchtune/0.5/'],
    ['https://x.org/docs/intro', '0.5', undefined],
    ['https://github.com/o/r', 'v1.0', undefined],
  ])('%s + %s → %s', (root, version, expected) => {
    expect(versionRoot(root, version)).toBe(expected);
  });

  it('finds the version segment', () => {
    expect(versionSegment('https://x.io/en/latest/a.html')).toEqual({ index: 1, label: 'latest' });
    expect(versionSegment('https://x.org/docs/intro')).toBeUndefined();
  });
});
