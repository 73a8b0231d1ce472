import { createHash } from 'node:crypto';

/** What identifies a page's stored content: changes exactly when the title or the HTML does. */
export function hashContent(title: string, html: string): string {
  return createHash('sha256').update(title).update('\0').update(html).digest('hex');
}
