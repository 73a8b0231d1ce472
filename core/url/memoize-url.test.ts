import { describe, expect, it } from 'vitest';
import { memoizeUrl } from './memoize-url.ts';

describe('memoizeUrl', () => {
  it('computes each argument once, null and false results included', () => {
    const calls: string[] = [];
    const parse = memoizeUrl((url: string) => {
      calls.push(url);
      return url.startsWith('http') ? url.length > 12 : null;
    });
    for (let i = 0; i < 3; i++) {
      expect(parse('https://a.example/x')).toBe(true);
      expect(parse('http://a.b')).toBe(false);
      expect(parse('mailto:x')).toBeNull();
    }
    expect(calls).toEqual(['https://a.example/x', 'http://a.b', 'mailto:x']);
  });

  it('stays within its bound by starting over', () => {
    const calls: string[] = [];
    const id = memoizeUrl((url: string) => {
      calls.push(url);
      return url;
    }, 2);
    id('a');
    id('b');
    id('c'); // full: the memo starts over with c alone
    id('c');
    id('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
