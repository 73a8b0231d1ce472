import { hasAsset } from '../store/read-pages.ts';
import { writeAsset } from '../store/write-sync.ts';
import type { ImageScope } from './image-scope.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';

const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|svg\+xml|avif|x-icon|vnd\.microsoft\.icon)\b/i;

/**
 * Stores the images a page uses, so diagrams show offline. Only images the scope admits are
 * requested, and it is asked again about every redirect hop (see image-scope.ts); only image
 * responses within the size cap are kept; a failed image never fails the page. Already cached
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
      accept: 'image/*',
      signal: ctx.signal,
    });
    if (result.kind !== 'ok' || !IMAGE_TYPES.test(result.contentType)) continue;
    writeAsset(ctx.cache.db, {
      docsetId,
      url,
      contentType: result.contentType,
      bytes: result.body,
      etag: result.etag,
      lastModified: result.lastModified,
      fetchedAt: ctx.now().toISOString(),
    });
    bytes += result.body.length;
  }
  return bytes;
}
