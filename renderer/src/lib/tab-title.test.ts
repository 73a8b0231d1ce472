import { describe, expect, it } from 'vitest';
import { tabTitle } from './tab-title.ts';

const page = (url: string, title = '') => ({
  route: { kind: 'page' as const, url, highlight: '' },
  scroll: 0,
  title,
});

describe('tabTitle', () => {
  it('is the page title once known, else the last part of its address', () => {
    expect(tabTitle({ route: { kind: 'home' }, scroll: 0, title: '' })).toBe('Home');
    expect(tabTitle(page('https://d.org/docs/zero.html', 'ZeRO'))).toBe('ZeRO');
    expect(tabTitle(page('https://d.org/docs/zero.html#stages'))).toBe('zero');
    expect(tabTitle(page('https://d.org/docs/my%20page/'))).toBe('my page');
    expect(tabTitle(page('https://d.org/'))).toBe('d.org');
    // A malformed escape is shown as it is, not thrown.
    expect(tabTitle(page('https://d.org/a%E0%A4%A.html'))).toBe('a%E0%A4%A.html');
    expect(tabTitle(page('not a url'))).toBe('not a url');
  });
});
