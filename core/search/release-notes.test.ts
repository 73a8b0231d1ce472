import { describe, expect, it } from 'vitest';
import { asksAboutChanges, isReleaseNotes } from './release-notes.ts';

const page = (title: string, url: string, headings: string[] = []) => ({ title, url, headings });

describe('isReleaseNotes', () => {
  it('knows release notes by title, by path and by headings that are release numbers', () => {
    expect(isReleaseNotes(page('What’s New In Python 3.11', 'http://h/whatsnew/3.11.html'))).toBe(
      true,
    );
    expect(isReleaseNotes(page('Changelog', 'http://h/changelog.html'))).toBe(true);
    expect(isReleaseNotes(page('Past releases', 'http://h/docs/release-notes/index.html'))).toBe(
      true,
    );
    expect(
      isReleaseNotes(
        page('Project history', 'http://h/past.html', [
          'Project history',
          '2023.1.0',
          'Version 2022.12.1',
          'v2022.12.0 (2022-12-01)',
          'Bug fixes',
        ]),
      ),
    ).toBe(true);
  });

  it('leaves reference and guide pages alone, whatever versions they mention', () => {
    expect(
      isReleaseNotes(page('json — JSON encoder and decoder', 'http://h/library/json.html')),
    ).toBe(false);
    expect(
      isReleaseNotes(
        page('Installing', 'http://h/install.html', ['Installing', 'Python 3.8', 'Conda', 'Pip']),
      ),
    ).toBe(false);
    expect(isReleaseNotes(page('newsgroups', 'http://h/library/nntplib.html'))).toBe(false);
    // Numbered sections, as Sphinx numbers the tutorial's, are no releases.
    expect(
      isReleaseNotes(
        page('7. Input and Output', 'http://h/tutorial/inputoutput.html', [
          '7. Input and Output',
          '7.1. Fancier Output Formatting',
          '7.1.1. Formatted String Literals',
          '7.2. Reading and Writing Files',
        ]),
      ),
    ).toBe(false);
  });
});

describe('asksAboutChanges', () => {
  it('is a question about a version or a change', () => {
    expect(asksAboutChanges(['what', 'changed', 'in', 'asyncio'])).toBe(true);
    expect(asksAboutChanges(['gather', 'in', '3.11?'])).toBe(true);
    expect(asksAboutChanges(['is', 'imp', 'deprecated?'])).toBe(true);
    expect(asksAboutChanges(['read', 'csv', 'rows', 'as', 'dicts'])).toBe(false);
  });
});
