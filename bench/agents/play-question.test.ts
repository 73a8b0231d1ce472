import { describe, expect, it } from 'vitest';
import type { CallOutcome } from './play-question.ts';
import { answered, tokensOf } from './play-question.ts';

const search = (text: string): CallOutcome => ({
  tool: 'search',
  text,
  hits: [],
  isError: false,
  ms: 0,
});
const read = (text: string): CallOutcome => ({
  tool: 'read_page',
  text,
  hits: [],
  isError: false,
  ms: 0,
});

describe('judging an agent run', () => {
  it('counts an answer only when every string was in the calls the budget allows', () => {
    const calls = [
      search('1. csv › **DictReader**'),
      read('rows with  fieldnames\nfrom the header'),
    ];
    expect(answered(calls, 1, ['dictreader'])).toBe(true);
    expect(answered(calls, 1, ['DictReader', 'fieldnames'])).toBe(false);
    expect(answered(calls, 2, ['DictReader', 'header row'])).toBe(false);
    expect(answered(calls, 2, ['DictReader', 'with fieldnames'])).toBe(true);
  });

  it('holds an escape in the page text against the answer, as an agent copying it would', () => {
    expect(answered([search('x'), read('sort\\_keys\\=False')], 2, ['sort_keys=False'])).toBe(
      false,
    );
  });

  it("reads Markdown's underscore emphasis as the words it marks, names with underscores as names", () => {
    const page = read('A _shallow copy_ constructs; see `sort_keys` and `__init__`, not `a\\_b`.');
    expect(answered([search('x'), page], 2, ['shallow copy constructs'])).toBe(true);
    expect(answered([search('x'), page], 2, ['sort_keys', '__init__'])).toBe(true);
    expect(answered([search('x'), page], 2, ['a_b'])).toBe(false);
  });

  it('reckons tokens as characters / 4 of the calls made', () => {
    expect(tokensOf([search('a'.repeat(400)), read('b'.repeat(800))], 1)).toBe(100);
    expect(tokensOf([search('a'.repeat(400)), read('b'.repeat(800))], 2)).toBe(300);
  });
});
