import type { PreparedPage } from '../extract/prepare-page.ts';
import { detectLanguage } from '../sources/versions/detect-language.ts';
import { detectVersion, versionLabel } from '../sources/versions/detect-version.ts';
import type { CrawlLists } from '../store/crawl-lists.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { readCrawlLinks } from '../store/read-crawl-links.ts';
import { updateUnchangedPage, writePage } from '../store/write-page.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome, ParsedPage } from './page-outcome.ts';

export interface PageToKeep {
  /** Where the page is stored. */
  url: string;
  page: PreparedPage;
  bytes: number;
  etag?: string;
  lastModified?: string;
  lang?: string;
  version?: string;
  /** Links to follow from it (canonical, in scope), stored with it for re-syncs; none for files. */
  links?: readonly string[];
  parsed?: ParsedPage;
}

/**
 * The store stage, shared by crawled pages, Markdown twins, llms-full pieces and repository files:
 * a page whose content the cache has already is only re-validated; a new, changed or removed one
 * is written whole (a removed page comes back with its sections in the index: "restored").
 * `crawl` is the docset's crawl lists, for pages stored with links to follow.
 */
export function storePage(
  ctx: MirrorContext,
  docsetId: string,
  known: ReadonlyMap<string, KnownPage>,
  keep: PageToKeep,
  crawl?: CrawlLists,
): PageOutcome {
  const { url, page, bytes, parsed } = keep;
  const links = keep.links ?? [];
  if (page.sections.length === 0) {
    return { kind: 'skipped', url, message: 'no content', bytes, parsed };
  }
  const key = pageKey(url);
  const previous = known.get(key);
  const fetchedAt = ctx.now().toISOString();
  const stored = {
    kind: 'stored' as const,
    url,
    title: page.title,
    links,
    images: page.images,
    bytes,
    parsed,
  };
  if (previous?.status === 'ok' && previous.contentHash === page.contentHash) {
    // Same content, same validators and the same links: nothing to write. A re-sync of a site
    // without validators downloads every page; it should not also rewrite every row.
    const sameValidators =
      previous.etag === keep.etag && previous.lastModified === keep.lastModified;
    const sameLinks =
      keep.links === undefined ||
      sameList(crawl?.read(previous.id) ?? readCrawlLinks(ctx.cache.db, previous.id), keep.links);
    if (sameValidators && sameLinks) return { ...stored, change: 'unchanged' };
    ctx.writes?.open();
    updateUnchangedPage(
      ctx.cache.db,
      previous.id,
      {
        links: page.links,
        images: page.images,
        crawlLinks: keep.links,
        etag: keep.etag,
        lastModified: keep.lastModified,
        fetchedAt,
      },
      crawl,
    );
    return { ...stored, change: 'unchanged' };
  }
  ctx.writes?.open();
  const written = writePage(
    ctx.cache.db,
    {
      docsetId,
      key,
      url,
      canonicalUrl: page.canonicalUrl,
      title: page.title,
      generator: page.generator,
      packed: page.packed,
      sections: page.sections,
      links: page.links,
      images: page.images,
      crawlLinks: keep.links,
      rawBytes: bytes,
      contentHash: page.contentHash,
      etag: keep.etag,
      lastModified: keep.lastModified,
      fetchedAt,
      lang: keep.lang ?? detectLanguage(url, page.lang),
      version: keep.version ?? versionLabel(detectVersion(url)),
    },
    crawl,
  );
  const change = previous?.status === 'removed' ? 'restored' : written;
  return { ...stored, change };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
