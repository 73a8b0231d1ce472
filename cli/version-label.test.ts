import { describe, expect, it } from 'vitest';
import { versionLabel } from './version-label.ts';

describe('versionLabel', () => {
  it.each([
    ['axolotl', null, 'axolotl'],
    ['trainer', 'latest', 'trainer · version latest'],
    ['trainer@0.14', null, 'trainer@0.14 · version 0.14'],
    ['trainer@0.14', 'v0.14.0', 'trainer@0.14 · version v0.14.0'],
    // The docset was added for 0.14, but this page is the site's `latest`: both are said.
    ['trainer@0.14', 'latest', 'trainer@0.14 · version latest (the docset asked for 0.14)'],
    ['trainer@0.14', '0.15.1', 'trainer@0.14 · version 0.15.1 (the docset asked for 0.14)'],
  ])('%s with a page at %s reads %s', (docset, page, label) => {
    expect(versionLabel(docset, page)).toBe(label);
  });
});
