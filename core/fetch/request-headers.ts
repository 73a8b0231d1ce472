import type { IncomingHttpHeaders } from 'node:http';
import type { FetchRequest } from './fetch-result.ts';

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

/** The headers every request sends, plus the validators that make it conditional. */
export function requestHeaders(request: FetchRequest, userAgent: string): Record<string, string> {
  return {
    'user-agent': userAgent,
    accept: request.accept ?? DEFAULT_ACCEPT,
    // We decompress ourselves so the size cap counts decoded bytes (see read-body.ts).
    'accept-encoding': 'gzip, br, deflate',
    // Validators are those of the final URL of the last sync; they are sent on every hop, and a
    // hop they do not match simply answers 200.
    ...(request.etag !== undefined && { 'if-none-match': request.etag }),
    ...(request.lastModified !== undefined && { 'if-modified-since': request.lastModified }),
  };
}

/** Node's header object may hold a list; the first value is the one that counts for ours. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
