import { describe, expect, it } from 'vitest';
import { isOtherVersion } from './other-version.ts';

const root = 'https://x.io/en/latest/index.html';

describe('isOtherVersion', () => {
  it.each([
    ['https://x.io/en/latest/guide.html', false],
    ['https://x.io/en/2.3.0/guide.html', true],
    ['https://x.io/en/nightly/', true],
    ['https://x.io/en/latest/_static/switcher.json', true],
    ['https://x.io/en/other.html', false],
  ])('by default %s → %s', (target, expected) => {
    expect(isOtherVersion(target, root)).toBe(expected);
  });

  it.each([
    ['https://x.io/en/2.4.0/guide.html', false],
    ['https://x.io/en/STABLE/', false],
    ['https://x.io/en/2.3.0/guide.html', true],
    ['https://x.io/en/2.4.0/versions.html', true],
    // The listed name elsewhere in the path is not the version directory.
    ['https://x.io/zh/2.4.0/guide.html', true],
  ])('with 2.4.0 and stable listed %s → %s', (target, expected) => {
    expect(isOtherVersion(target, root, new Set(['2.4.0', 'stable']))).toBe(expected);
  });

  it('lets a bare root through but for switcher files', () => {
    const bare = 'https://x.io/docs/';
    expect(isOtherVersion('https://x.io/docs/2.3.0/a.html', bare, new Set(['2.4.0']))).toBe(false);
    expect(isOtherVersion('https://x.io/docs/versions.html', bare, new Set(['2.4.0']))).toBe(true);
  });
});
