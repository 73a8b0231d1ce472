import type { PreparedPage } from '../extract/prepare-page.ts';
import { detectLanguage } from '../sources/versions/detect-language.ts';
import { detectVersion, versionLabel } from '../sources/versions/detect-version.ts';
import type { KnownPage } from '../store/read-pages.ts';
import { writePage } from '../store/write-page.ts';
import { updateValidators } from '../store/write-sync.ts';
import { pageKey } from '../url/canonicalize-url.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageResult } from './process-page.ts';

export interface StoreMeta {
  bytes: number;
  etag?: string;
  lastModified?: string;
  lang?: string;
  version?: string;
  /** Links to queue besides the page's own (a meta refresh target). */
  links?: string[];
}

/**
 * Stores an extracted page under `url` unless its content is what the cache already has (then
 * only the validators move). Shared by crawled pages, markdown twins and repository files.
 */
export function storePrepared(
  ctx: MirrorContext,
  docsetId: string,
  known: ReadonlyMap<string, KnownPage>,
  url: string,
  page: PreparedPage,
  meta: StoreMeta,
): PageResult {
  const links = meta.links ?? page.discoveredLinks;
  if (page.sections.length === 0) {
    return { outcome: 'skipped', url, message: 'no content', links, images: [], bytes: meta.bytes };
  }
  const key = pageKey(url);
  const previous = known.get(key);
  const fetchedAt = ctx.now().toISOString();
  const base = { url, links, images: page.images, bytes: meta.bytes, title: page.title };
  if (previous && previous.status === 'ok' && previous.contentHash === page.contentHash) {
    if (previous.etag !== meta.etag || previous.lastModified !== meta.lastModified) {
      updateValidators(ctx.cache.db, previous.id, {
        etag: meta.etag,
        lastModified: meta.lastModified,
        fetchedAt,
      });
    }
    return { outcome: 'unchanged', ...base };
  }
  const outcome = writePage(ctx.cache.db, {
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
    rawBytes: meta.bytes,
    contentHash: page.contentHash,
    etag: meta.etag,
    lastModified: meta.lastModified,
    fetchedAt,
    lang: meta.lang ?? detectLanguage(url, page.lang),
    version: meta.version ?? versionLabel(detectVersion(url)),
  });
  return { outcome, ...base };
}
