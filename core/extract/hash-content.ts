import { createHash } from 'node:crypto';

/**
 * What identifies a page's stored content: changes exactly when the title or the HTML does. The
 * digest is of the UTF-8 bytes, so the HTML may come encoded already (hashing those bytes costs a
 * fifth of encoding and hashing a long string) and gives the same hash as its string.
 */
export function hashContent(title: string, html: string | Uint8Array): string {
  return createHash('sha256').update(title).update('\0').update(html).digest('hex');
}
