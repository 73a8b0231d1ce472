import { describe, expect, it } from 'vitest';
import { listVersions, nameVersionFailure, planVersions } from './listed-versions.ts';
import type { PageResult } from './process-page.ts';
import { pageKey } from '../url/canonicalize-url.ts';

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
  const none = { links: [], images: [], bytes: 0 };
  it('names the version of a root that is gone or redirects away, and leaves other pages alone', () => {
    const listed = listVersions(['9.9'])!;
    listed.roots.set(pageKey('https://x.io/en/9.9/'), '9.9');
    const gone: PageResult = { outcome: 'gone', url: 'https://x.io/en/9.9/', status: 404, ...none };
    nameVersionFailure(listed, 'https://x.io/en/9.9/', gone);
    expect(gone.message).toBe('version "9.9" not found at https://x.io/en/9.9/ (HTTP 404)');
    const away: PageResult = {
      outcome: 'skipped',
      url: 'https://x.io/en/9.9/',
      message: 'redirects out of scope to https://x.io/',
      ...none,
    };
    nameVersionFailure(listed, 'https://x.io/en/9.9/', away);
    expect(away.outcome).toBe('failed');
    expect(away.message).toMatch(/^version "9\.9" not found at .* \(redirects out of scope/);
    const other: PageResult = { outcome: 'gone', url: 'https://x.io/en/latest/a.html', ...none };
    nameVersionFailure(listed, other.url, other);
    expect(other.message).toBeUndefined();
  });

  it('lists nothing without versions', () => {
    expect(listVersions([])).toBeUndefined();
    expect(listVersions(undefined)).toBeUndefined();
  });
});
