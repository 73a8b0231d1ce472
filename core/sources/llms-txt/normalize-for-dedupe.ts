import { createHash } from 'node:crypto';
import { stripTwinBoilerplate } from '../markdown/strip-twin-boilerplate.ts';

/**
 * A hash of what a reader sees in a page's markdown, the same whichever way it was fetched: one
 * page by one (`page.md`) or cut out of llms-full.txt. Link targets differ between the two (`.md`
 * vs `.html.md`, absolute vs relative), and so do boilerplate, emphasis and spacing, so only the
 * words are hashed: link and image text kept, URLs, markup and case dropped.
 */
export function normalizeForDedupe(markdown: string): string {
  const words = stripTwinBoilerplate(markdown)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '')
    .replace(/<https?:\/\/[^>\s]*>/g, '')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|#>=-]+/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .join(' ');
  return createHash('sha256').update(words).digest('hex');
}
