import { createHash } from 'node:crypto';

/**
 * Bumped when extraction stores something else from the same HTML (its sections, their text):
 * the hash then says a cached page was extracted by an older Folio, and the next sync reads it
 * again in full instead of trusting a 304 or the sitemap (isCurrentExtraction). Hashes written
 * before there was a version have no prefix.
 * 1: an API entry's section ends with its own markup (split-sections.ts).
 */
export const EXTRACTION_VERSION = 1;
const PREFIX = `x${EXTRACTION_VERSION}:`;

/**
 * What identifies a page's stored content: changes exactly when the title or the HTML does, or
 * the extraction that split it. The digest is of the UTF-8 bytes, so the HTML may come encoded
 * already (hashing those bytes costs a fifth of encoding and hashing a long string) and gives the
 * same hash as its string.
 */
export function hashContent(title: string, html: string | Uint8Array): string {
  return PREFIX + createHash('sha256').update(title).update('\0').update(html).digest('hex');
}

/** Whether a stored content hash was made by this Folio's extraction. */
export function isCurrentExtraction(contentHash: string): boolean {
  return contentHash.startsWith(PREFIX);
}
