import { describe, expect, it } from 'vitest';
import { pageVersionBadge } from './page-version-badge.ts';

describe('pageVersionBadge', () => {
  it('shows nothing for a docset of no particular version', () => {
    expect(pageVersionBadge('deepspeed', 'latest')).toBeNull();
  });

  it('names the version, and both when the page is another one', () => {
    expect(pageVersionBadge('deepspeed@0.14', 'v0.14.0')).toMatchObject({
      label: '0.14',
      differs: false,
    });
    expect(pageVersionBadge('deepspeed@0.14', 'latest')).toEqual({
      label: 'latest, not 0.14',
      title: "This page is the site's latest; the docset was added for version 0.14",
      differs: true,
    });
  });
});
