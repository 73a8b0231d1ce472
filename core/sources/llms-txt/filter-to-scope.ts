import type { LlmsTxt } from './llms-txt.ts';

/** llms.txt-style index files: listing them is an invitation to follow more indexes, never taken. */
const INDEX_FILE = /\/llms(?:-[a-z0-9]+)?\.txt$/i;

/** Whether a URL is itself an llms.txt / llms-full.txt / llms-small.txt index. */
export function isLlmsTxtUrl(url: string): boolean {
  try {
    return INDEX_FILE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * Keeps only the links of the docset's own scope. A hub llms.txt (docs.nvidia.com's lists every
 * NVIDIA product; lightning.ai's the whole platform) is thus reduced to the docset's pages and
 * never followed wholesale. Links to other llms.txt files are dropped too: Fern serves one at every
 * path and version banners list other versions' ones, so following them would walk the whole host.
 * Sections left without links are dropped.
 */
export function filterToScope(parsed: LlmsTxt, contains: (url: string) => boolean): LlmsTxt {
  const sections = parsed.sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => !isLlmsTxtUrl(link.url) && contains(link.url)),
    }))
    .filter((section) => section.links.length > 0);
  return { ...parsed, sections };
}
