import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a conditional GET/HEAD may be answered 304. RFC 9110 §13.1.3: If-None-Match wins over
 * If-Modified-Since, and compares weakly (a W/ prefix does not matter for GET).
 */
export function isNotModified(
  headers: IncomingHttpHeaders,
  etag: string,
  lastModified: string,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!etag) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}
