import { cleanSitemapUrls } from './clean-sitemap-urls.ts';
import { parseSitemap } from './parse-sitemap.ts';
import type { Sitemap, SitemapUrl } from './parse-sitemap.ts';
import type { SourceFiles } from '../../store/source-files.ts';
import { canonicalizeUrl } from '../../url/canonicalize-url.ts';
import type { Scope } from '../../url/create-scope.ts';
import { fetchSourceFile } from '../fetch-source-file.ts';
import type { FileFetch } from '../fetch-source-file.ts';

/** Sitemap files read per docset: an index of a big site would otherwise be walked whole. */
const MAX_SITEMAP_FILES = 8;

/**
 * The docset's pages a sitemap lists: robots.txt `Sitemap:` lines, `/sitemap.xml` at each scope
 * host and `sitemap.xml` in the scope root, indexes followed on the same host. Filtered to the
 * scope without junk (Quarto's `tests/`, Docusaurus' `/blog/`) and other languages. Pages no
 * link reaches (Docusaurus sidebars rendered by script) are found this way. With `files`, each
 * sitemap is asked with its validators and an unchanged one is not parsed again.
 */
export async function loadSitemapUrls(
  robotsSitemaps: readonly string[],
  scope: Scope,
  ctx: FileFetch,
  languages?: string[],
  files?: SourceFiles,
): Promise<SitemapUrl[]> {
  const origins = new Set(scope.prefixes.map((p) => new URL(p).origin));
  const queue = [
    ...robotsSitemaps,
    ...[...origins].map((o) => `${o}/sitemap.xml`),
    ...scope.prefixes.map((p) => new URL('sitemap.xml', p).href),
  ].filter((url) => origins.has(safeOrigin(url)));
  const tried = new Set<string>();
  const urls: SitemapUrl[] = [];
  while (queue.length > 0 && tried.size < MAX_SITEMAP_FILES && !ctx.signal?.aborted) {
    const url = queue.shift()!;
    if (tried.has(url)) continue;
    tried.add(url);
    const origin = new URL(url).origin;
    const read = await fetchSourceFile<Sitemap>(
      { url, inScope: (target) => new URL(target).origin === origin },
      ctx,
      files,
      'sitemap/1',
      (answer) => {
        try {
          return parseSitemap(answer.body);
        } catch {
          return undefined; // the HTML page a server answers for a missing sitemap
        }
      },
    );
    if (read === undefined) continue;
    urls.push(...read.derived.urls);
    queue.push(...read.derived.sitemaps.filter((child) => origins.has(safeOrigin(child))));
  }
  return cleanSitemapUrls(
    urls,
    (loc) => {
      const target = canonicalizeUrl(loc);
      return target !== null && scope.shouldCrawl(target);
    },
    { languages },
  );
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
