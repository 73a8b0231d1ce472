import { describe, expect, it } from 'vitest';
import { listVersions, nameVersionFailure, planVersions } from './listed-versions.ts';
import { pageKey } from '../../url/canonicalize-url.ts';

describe('planVersions', () => {
  it('derives each root from the docs root, leaving out the root’s own version', () => {
    expect(
      planVersions('https://x.io/en/stable/index.html', ['latest', 'Stable', '2.4.0', '2.4.0']),
    ).toEqual({
      roots: [
        { version: 'latest', url: 'https://x.io/en/latest/' },
        { version: '2.4.0', url: 'https://x.io/en/2.4.0/' },
      ],
    });
  });

  it('says why a root without a version cannot take the override', () => {
    expect(planVersions('https://x.org/docs/intro', ['2.0', '1.9'])).toEqual({
      inapplicable:
        'versions override (2.0, 1.9) cannot apply: https://x.org/docs/intro has no version in its path',
    });
  });
});

describe('nameVersionFailure', () => {
  it('names the version of a root that is gone or redirects away, and leaves other pages alone', () => {
    const listed = listVersions(['9.9'])!;
    listed.roots.set(pageKey('https://x.io/en/9.9/'), '9.9');
    const root = 'https://x.io/en/9.9/';
    const gone = nameVersionFailure(listed, root, { kind: 'gone', url: root, status: 404 });
    expect(gone).toMatchObject({
      kind: 'gone',
      message: 'version "9.9" not found at https://x.io/en/9.9/ (HTTP 404)',
    });
    const away = nameVersionFailure(listed, root, {
      kind: 'skipped',
      url: root,
      message: 'redirects out of scope to https://x.io/',
      bytes: 0,
    });
    expect(away).toMatchObject({ kind: 'failed' });
    expect(away?.kind === 'failed' && away.message).toMatch(
      /^version "9\.9" not found at .* \(redirects out of scope/,
    );
    const other = 'https://x.io/en/latest/a.html';
    expect(nameVersionFailure(listed, other, { kind: 'gone', url: other, status: 404 })).toBe(
      undefined,
    );
  });
});

describe('listVersions', () => {
  it('lists nothing without versions', () => {
    expect(listVersions([])).toBeUndefined();
    expect(listVersions(undefined)).toBeUndefined();
  });
});
