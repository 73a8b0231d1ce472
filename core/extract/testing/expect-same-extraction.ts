import { expect } from 'vitest';
import { extractPage } from '../extract-page.ts';
import { extractPageBefore } from './extract-page-before.ts';

/**
 * Sanitising on the parsed tree must not change what extraction gives: the same sections,
 * anchors, links, images, title and stored HTML as the serialise-then-sanitize-html path it
 * replaced. Field by field, so a failure names what changed on which page.
 */
export function expectSameExtraction(url: string, html: string): void {
  const before = extractPageBefore({ url, html });
  const after = extractPage({ url, html });
  expect(after.title, `title of ${url}`).toBe(before.title);
  expect(after.sections, `sections of ${url}`).toEqual(before.sections);
  expect(after.links, `links of ${url}`).toEqual(before.links);
  expect(after.images, `images of ${url}`).toEqual(before.images);
  expect(after.html, `html of ${url}`).toBe(before.html);
  expect(after, url).toEqual(before);
}
