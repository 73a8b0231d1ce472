import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectSameExtraction } from './testing/expect-same-extraction.ts';

/** Our fixtures here; real Sphinx output no one here wrote in extract-parity.corpus.test.ts. */
const FIXTURES = new URL('./fixtures/', import.meta.url);

describe('extraction parity with the sanitize-html path', () => {
  it('on every fixture', () => {
    const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.html'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const html = readFileSync(new URL(name, FIXTURES), 'utf8');
      expectSameExtraction(`https://docs.example.org/guide/${name}`, html);
    }
  });
});
