import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

/** Sphinx HTML that no one here wrote: Debian's python3.11-doc package. */
const ROOT = '/usr/share/doc/python3.11/html/';
const installed = existsSync(`${ROOT}library/os.html`);

function extract(path: string): ReturnType<typeof extractPage> {
  return extractPage({
    url: `https://docs.python.org/3.11/${path}`,
    html: readFileSync(`${ROOT}${path}`, 'utf8'),
  });
}

describe.skipIf(!installed)('extractPage on real Sphinx output (python3.11-doc)', () => {
  it.each([
    ['library/os.html', 'os — Miscellaneous operating system interfaces', 'process-parameters'],
    ['library/json.html', 'json — JSON encoder and decoder', 'basic-usage'],
    ['tutorial/classes.html', '9. Classes', 'a-first-look-at-classes'],
  ])('%s', (path, title, anchor) => {
    const page = extract(path);
    expect(page.generator).toBe('sphinx');
    expect(page.selectedBy).toBe('div.body[role="main"]');
    expect(page.title).toBe(title);
    expect(page.sections[0]).toMatchObject({ level: 1, heading: title });
    expect(page.sections.length).toBeGreaterThan(3);
    expect(page.sections.map((s) => s.anchor)).toContain(anchor);
    for (const section of page.sections) {
      expect(page.html).toContain(`id="${section.anchor}"`);
      expect(section.heading).not.toMatch(/¶/);
    }
    const text = page.sections.map((s) => s.text).join(' ');
    for (const chrome of [
      'Quick search',
      'Show Source',
      'Table of Contents',
      'Previous topic',
      '¶',
    ]) {
      expect(text).not.toContain(chrome);
      expect(page.html).not.toContain(chrome);
    }
    expect(page.html).toContain('class="highlight');
    expect(page.links.every((url) => url.startsWith('https://'))).toBe(true);
    expect(page.discoveredLinks).toContain('https://docs.python.org/3.11/genindex.html');
  });

  it.each([
    // The module's explanation follows its last entry's list.
    ['library/copy.html', 'copy.Error', 'module-copy', 'The difference between shallow and deep'],
    // A note after the attributes an exception's entry lists.
    [
      'library/json.html',
      'json.JSONDecodeError.colno',
      'json.JSONDecodeError',
      'New in version 3.5',
    ],
    [
      'library/tempfile.html',
      'tempfile.gettempprefixb',
      'module-tempfile',
      'uses a global variable',
    ],
  ])("%s: the text after %s's entry is %s's", (path, entry, owner, words) => {
    const sections = extract(path).sections;
    const own = sections.filter((s) => s.anchor === owner).map((s) => s.text);
    expect(own.some((text) => text.includes(words))).toBe(true);
    expect(sections.find((s) => s.anchor === entry)?.text).not.toContain(words);
  });
});
