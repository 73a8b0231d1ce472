import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSameExtraction } from './testing/expect-same-extraction.ts';

/** Real Sphinx output no one here wrote: Debian's python3.11-doc and python-dask-doc. */
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

describe('extraction parity with the sanitize-html path, on installed documentation', () => {
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
