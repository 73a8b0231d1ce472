import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Cache } from '../../core/store/open-cache.ts';
import { readAsset } from '../../core/store/read-asset.ts';
import type { ServeEnv } from './serve-env.ts';

/**
 * `GET /asset?url=<absolute image URL>`: a stored image, for the `cachedImages` of a page. The
 * bytes came from a website, so they are served as inert data: nosniff (set for every response)
 * keeps a mislabelled file from running as script, and `sandbox` with `default-src 'none'` keeps
 * an SVG opened on its own from running script or loading anything. The answer comes from a
 * database lookup only; no file path is ever formed from the request.
 */
export function assetRoute(cache: Cache) {
  return (c: Context<ServeEnv>) => {
    const url = c.req.query('url');
    const asset = url ? readAsset(cache.db, url) : undefined;
    if (!asset) return c.body(null, 404);
    // A re-sync may replace the image under the same URL: the browser keeps its copy but asks
    // again each time, and the fetch time says whether the copy is still the stored one.
    const etag = `"${createHash('sha1').update(asset.fetchedAt).update(asset.bytes).digest('base64url')}"`;
    const headers = {
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Private: behind a token the image is the user's, not for shared caches.
      'Cache-Control': 'private, no-cache',
      ETag: etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(asset.bytes), 200, {
      ...headers,
      'Content-Type': asset.contentType,
    });
  };
}
