import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { findTitle, pageTitle, trimSiteSuffix } from './find-title.ts';
import { profileOf } from './generator-profiles.ts';

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

describe('pageTitle', () => {
  it.each([
    ['gi-docgen', 'Gtk – 4.0: Getting Started with GTK', 'Getting Started with GTK'],
    ['gi-docgen', 'Gtk – 4.0', 'Gtk'],
    ['javadoc', 'Assert (JUnit API)', 'Assert'],
    ['texinfo', 'Broadcasting (GNU Octave (version 7.3.0))', 'Broadcasting'],
    ['doxygen', 'Eigen: Getting started', 'Getting started'],
    ['docbook', 'Chapter 3. The system initialization', 'Chapter 3. The system initialization'],
    [
      'sphinx',
      'json — JSON encoder and decoder — Python 3.11 documentation',
      'json — JSON encoder and decoder',
    ],
  ] as const)('%s: %j → %j', (generator, title, expected) => {
    expect(pageTitle(title, profileOf(generator)?.title)).toBe(expected);
  });
});
