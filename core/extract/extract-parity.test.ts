import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';
import { extractPageBefore } from './testing/extract-page-before.ts';

/**
 * Sanitising on the parsed tree must not change what extraction gives: the same sections,
 * anchors, links, images, title and stored HTML as the serialise-then-sanitize-html path it
 * replaced, on our fixtures and on real Sphinx output that no one here wrote (Debian's
 * python3.11-doc and python-dask-doc, when installed).
 */
const FIXTURES = new URL('./fixtures/', import.meta.url);
const REAL_SITES = [
  { dir: '/usr/share/doc/python3.11/html', base: 'https://docs.python.org/3.11/' },
  { dir: '/usr/share/doc/python-dask-doc/html', base: 'https://docs.dask.org/en/stable/' },
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => join(dir, name));
}

function expectSameExtraction(url: string, html: string): void {
  const before = extractPageBefore({ url, html });
  const after = extractPage({ url, html });
  // Field by field, so a failure names what changed on which page.
  expect(after.title, `title of ${url}`).toBe(before.title);
  expect(after.sections, `sections of ${url}`).toEqual(before.sections);
  expect(after.links, `links of ${url}`).toEqual(before.links);
  expect(after.images, `images of ${url}`).toEqual(before.images);
  expect(after.html, `html of ${url}`).toBe(before.html);
  expect(after, url).toEqual(before);
}

describe('extraction parity with the sanitize-html path', () => {
  it('on every fixture', () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.html'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const html = readFileSync(new URL(name, FIXTURES), 'utf8');
      expectSameExtraction(`https://docs.example.org/guide/${name}`, html);
    }
  });

  for (const site of REAL_SITES) {
    const present = existsSync(site.dir);
    if (!present) console.log(`extraction parity: ${site.dir} is not installed; skipped`);
    it.skipIf(!present)(`on every page of ${site.dir}`, { timeout: 300_000 }, () => {
      const files = htmlFiles(site.dir);
      expect(files.length).toBeGreaterThan(100);
      for (const file of files) {
        const url = new URL(relative(site.dir, file), site.base).href;
        expectSameExtraction(url, readFileSync(file, 'utf8'));
      }
    });
  }
});
