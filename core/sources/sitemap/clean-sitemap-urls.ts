import { detectLanguage } from '../versions/detect-language.ts';
import type { SitemapUrl } from './parse-sitemap.ts';

export interface CleanSitemapOptions {
  /** Languages besides English to keep (`zh` keeps `/zh-Hans/…`). */
  languages?: string[];
}

/**
 * Path segments that are never documentation pages in the catalog sites' sitemaps: Quarto
 * renders repository files (`tests/`, `src/`), Docusaurus ships template pages (`/blog/`, `/tags/`,
 * `/markdown-page`, `/search`), GitBook lists `~gitbook` endpoints, Sphinx build folders.
 */
const JUNK_SEGMENTS = new Set([
  'tests',
  'test',
  'src',
  'blog',
  'tags',
  'tag',
  'search',
  'markdown-page',
  '~gitbook',
  '_modules',
  '_sources',
  '_static',
  'site_libs',
  'genindex',
]);
/** `LICENSE`, `LICENSE.html`, `ACKNOWLEDGEMENTS.md`, `TODO.html`: repository files rendered as pages. */
const JUNK_FILE = /^(?:license|licence|copying|notice|acknowledg(?:e)?ments|todo)(?:\.[a-z]+)?$/i;
/** `/page/2/`: pagination of listing pages. */
const PAGINATION = /\/page\/\d+\/?$/;

/**
 * Filters a sitemap to the docset: inside the scope (`contains`), without template and repository
 * junk, in English unless other languages are wanted, each URL once (the first entry wins).
 */
export function cleanSitemapUrls(
  urls: readonly SitemapUrl[],
  contains: (url: string) => boolean,
  options: CleanSitemapOptions = {},
): SitemapUrl[] {
  const languages = new Set(['en', ...(options.languages ?? [])]);
  const seen = new Set<string>();
  return urls.filter((entry) => {
    if (seen.has(entry.loc)) return false;
    seen.add(entry.loc);
    if (!contains(entry.loc) || isJunk(entry.loc)) return false;
    return languages.has(detectLanguage(entry.loc));
  });
}

function isJunk(loc: string): boolean {
  const path = new URL(loc).pathname;
  const segments = path.split('/').filter((s) => s !== '');
  if (PAGINATION.test(path)) return true;
  if (JUNK_FILE.test(segments.at(-1) ?? '')) return true;
  // Hidden folders (`.github/`) hold repository metadata rendered by accident.
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return segments.some((segment) => {
    const bare = segment.toLowerCase().replace(/\.html?$/, '');
    return JUNK_SEGMENTS.has(bare);
  });
}
