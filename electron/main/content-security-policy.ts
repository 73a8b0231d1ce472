import { assetOrigin } from '../shared/channels.ts';

/**
 * Checklist #7: a CSP as a response header on the app's HTML (the header is preferred over
 * `<meta>`; renderer/index.html carries a meta policy too and both apply). Only the app's own
 * scripts and styles run; images come from the app or from the cache (`folio://asset`), never the
 * network; no plugins, frames, <base> or form posts.
 */
export const appContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' ${assetOrigin}`,
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Cached images are third-party bytes. An SVG opened on its own could carry script, so asset
 * responses forbid everything and are sandboxed; inside an <img> an SVG never runs script anyway.
 */
export const assetContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
