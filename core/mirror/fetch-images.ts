import { ingestAsset } from '../extract/ingest-asset.ts';
import { ACCEPT } from '../fetch/accept.ts';
import { hasAsset } from '../store/read-pages.ts';
import { writeAsset } from '../store/write-sync.ts';
import type { ImageScope } from './image-scope.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';

/**
 * Stores the images a page uses, so diagrams show offline. Only images the scope admits are
 * requested, and it is asked again about every redirect hop (see image-scope.ts); only images
 * within the size cap that pass the asset gate are kept (ingest-asset.ts: the bytes must be the
 * type, an SVG is sanitised); a failed image never fails the page. Already cached
 * images are not fetched again.
 */
export async function fetchImages(
  images: readonly string[],
  docsetId: string,
  attempted: Set<string>,
  scope: ImageScope,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<number> {
  let bytes = 0;
  for (const url of images) {
    if (attempted.has(url) || ctx.signal?.aborted) continue;
    attempted.add(url);
    if (!scope.admits(url) || hasAsset(ctx.cache.db, url)) continue;
    const result = await ctx.fetcher.fetch({
      url,
      inScope: (target) => scope.admits(target),
      publicOnly: scope.publicOnly,
      maxBytes: options.maxImageBytes,
      accept: ACCEPT.image,
      signal: ctx.signal,
    });
    if (result.kind !== 'ok') continue;
    const asset = ingestAsset(result.contentType, result.body);
    if ('refused' in asset) continue;
    writeAsset(ctx.cache.db, {
      docsetId,
      url,
      contentType: asset.contentType,
      bytes: asset.bytes,
      etag: result.etag,
      lastModified: result.lastModified,
      fetchedAt: ctx.now().toISOString(),
    });
    bytes += result.body.length;
  }
  return bytes;
}
