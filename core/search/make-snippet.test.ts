import { describe, expect, it } from 'vitest';
import { makeSnippet } from './make-snippet.ts';

describe('makeSnippet', () => {
  it('marks matching words, prefixes and simple stems', () => {
    expect(makeSnippet('Running the optimizer offloads states.', ['run', 'offload'])).toBe(
      '<mark>Running</mark> the optimizer <mark>offloads</mark> states.',
    );
  });

  it('escapes everything but the marks', () => {
    const snippet = makeSnippet('<script>alert(1)</script> zero', ['zero']);
    expect(snippet).not.toContain('<script>');
    expect(snippet).toContain('&#60;script&#62;');
    expect(snippet).toContain('<mark>zero</mark>');
  });

  it('cuts a window around the densest hits in long text', () => {
    const filler = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const snippet = makeSnippet(`${filler} pipeline stage here ${filler}`, ['pipeline', 'stage']);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('<mark>pipeline</mark> <mark>stage</mark>');
    expect(snippet.split(' ').length).toBeLessThan(40);
  });

  it('finds words among letters of any script, astral symbols and punctuation', () => {
    expect(makeSnippet('日本語 zero—stage🚀x ñandú 𝒳zero', ['zero', 'x', 'nandu'])).toBe(
      '日本語 <mark>zero</mark>—stage🚀<mark>x</mark> <mark>ñandú</mark> 𝒳zero',
    );
  });

  it('folds diacritics the way the index does', () => {
    expect(makeSnippet('Le café est prêt', ['cafe'])).toContain('<mark>café</mark>');
  });
});
