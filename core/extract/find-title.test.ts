import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { findTitle, trimSiteSuffix } from './find-title.ts';

describe('trimSiteSuffix', () => {
  it.each([
    [
      'json — JSON encoder and decoder — Python 3.11 documentation',
      'json — JSON encoder and decoder',
    ],
    ['Getting Started | DeepSpeed', 'Getting Started'],
    ['Multi-GPU – Axolotl', 'Multi-GPU'],
    ['Installation - LLaMA Factory', 'Installation'],
    ['Tuning the Scheduler :: Batchkit Handbook', 'Tuning the Scheduler'],
    ['Tutorial: Setup', 'Tutorial: Setup'],
    ['e-mail  settings', 'e-mail settings'],
    ['', ''],
  ])('%j → %j', (title, expected) => {
    expect(trimSiteSuffix(title)).toBe(expected);
  });
});

describe('findTitle', () => {
  it('prefers the first h1 of the content', () => {
    const doc = parseDocument(
      '<p>x</p><h2>Later</h2><h1>The <code>page</code></h1><h1>Second</h1>',
    );
    expect(findTitle(doc, 'Doc | Site')).toBe('The page');
  });

  it('falls back to the document title without its site suffix', () => {
    expect(findTitle(parseDocument('<h2>No h1</h2>'), 'Doc | Site')).toBe('Doc');
  });
});
