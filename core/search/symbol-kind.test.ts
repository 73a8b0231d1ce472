import { describe, expect, it } from 'vitest';
import { symbolKind } from './symbol-kind.ts';

describe('symbolKind', () => {
  it.each([
    ['py:class', 'class'],
    ['py:method', 'method'],
    ['py:classmethod', 'class method'],
    ['py:function', 'function'],
    ['std:envvar', 'env var'],
    ['std:label', 'section'],
    ['cpp:functionParam', 'parameter'],
    ['c:macro', 'macro'],
    ['js:some_role', 'some role'],
    ['bare', 'bare'],
  ])('%s reads as %s', (role, kind) => {
    expect(symbolKind(role)).toBe(kind);
  });
});
